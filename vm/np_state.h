/*
 * np_state.h - versioned state (vm/np_state.c): the store's in-memory tables, and the hooks its
 * durable SQLite backend (vm/np_store_sqlite.c) implements.
 *
 * A store holds objects (canonical encodings of values, np_serial.h, keyed by their XXH3-128
 * hash, so equal values are stored once), commits (parent, name -> object hash map, host time,
 * budget used; a commit's id is the hash of its own canonical encoding) and HEAD. Everything is
 * kept in memory; a file-backed store loads and verifies every row when opened and writes each
 * commit through in one transaction.
 */
#ifndef NP_VM_STATE_H
#define NP_VM_STATE_H

#include "nearly.h"
#include "np_serial.h"

// One stored object: a value's encoding and its hash.
typedef struct NpStObject {
    NpHash h;
    uint8_t *data;
    size_t len;
} NpStObject;

// One global of a commit.
typedef struct NpStEntry {
    char *name;
    NpHash h;
} NpStEntry;

// One commit. [bytes] is its canonical encoding, [id] the hash of those bytes.
typedef struct NpStCommit {
    NpHash id;
    bool has_parent;
    NpHash parent;
    int64_t time, budget;
    // Entries sorted by name.
    NpStEntry *e;
    size_t n;
    uint8_t *bytes;
    size_t nbytes;
} NpStCommit;

struct NearlyStore {
    NpStObject *objs;
    size_t nobjs, objs_cap;
    NpStCommit *commits;
    size_t ncommits, commits_cap;
    bool has_head;
    NpHash head;
    // The last error, for nearly_store_error.
    char err[512];
    // The SQLite connection of a file store (a sqlite3 *), or NULL for a memory store.
    void *db;
};

// Adds an object (taking ownership of [data]) unless one with that hash exists; false when
// out of memory (then [data] is freed).
bool np_store_add_object(NearlyStore *s, NpHash h, uint8_t *data, size_t len);
// Parses a commit's canonical encoding into [*c] (which owns a copy of the bytes); false with
// s->err set when malformed.
bool np_store_parse_commit(NearlyStore *s, const uint8_t *bytes, size_t len, NpStCommit *c);
// Appends a parsed commit; false when out of memory.
bool np_store_add_commit(NearlyStore *s, NpStCommit *c);

// The SQLite backend (vm/np_store_sqlite.c). Open loads every row into [s] and verifies
// hashes; write stores commit [c] with its new objects and the new HEAD in one transaction.
bool np_sqlite_open(NearlyStore *s, const char *path);
bool np_sqlite_write_commit(NearlyStore *s, const NpStCommit *c, const NpStObject *objs,
                            size_t nobjs);
bool np_sqlite_set_head(NearlyStore *s);
void np_sqlite_close(NearlyStore *s);

#endif
