// Tables of the auth domain (filled by its issue). Keep in step with its migration file.
export {};
