// Tables of the settings domain (filled by its issue). Keep in step with its migration file.
export {};
