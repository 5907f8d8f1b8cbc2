// Tables of the ebupot domain (filled by its issue). Keep in step with its migration file.
export {};
