/*
 * np_store_sqlite.c - the durable store of versioned state (vm/np_state.h) on SQLite in WAL mode.
 *
 * Tables: objects(hash BLOB PRIMARY KEY, data BLOB), commits(id BLOB PRIMARY KEY, data BLOB),
 * refs(name TEXT PRIMARY KEY, id BLOB) with the single ref 'HEAD'. A commit and its new objects
 * and HEAD are written in one transaction, so killing the process mid-commit loses nothing that
 * was committed before. Opening reads every row and checks it against its hash: a truncated or
 * bit-flipped file is reported as a clear error (SQLite's own, or a hash mismatch), never a crash.
 */
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "np_state.h"

#define DB(s) ((sqlite3 *)(s)->db)

// Records SQLite's message for [what] as the store's error; always false.
static bool db_err(NearlyStore *s, const char *what) {
    snprintf(s->err, sizeof s->err, "%s: %s", what,
             s->db ? sqlite3_errmsg(DB(s)) : "cannot open the database");
    return false;
}

static bool exec(NearlyStore *s, const char *sql) {
    char *msg = NULL;
    if (sqlite3_exec(DB(s), sql, NULL, NULL, &msg) == SQLITE_OK) return true;
    snprintf(s->err, sizeof s->err, "not a valid state store (%s)", msg ? msg : "error");
    sqlite3_free(msg);
    return false;
}

// Reads every object and checks its hash.
static bool load_objects(NearlyStore *s) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(DB(s), "SELECT hash, data FROM objects", -1, &st, NULL) != SQLITE_OK)
        return db_err(s, "not a valid state store");
    int rc;
    bool ok = true;
    while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const void *h = sqlite3_column_blob(st, 0);
        int hl = sqlite3_column_bytes(st, 0);
        const void *d = sqlite3_column_blob(st, 1);
        int dl = sqlite3_column_bytes(st, 1);
        NpHash want;
        if (!h || hl != 16 || dl < 0) {
            snprintf(s->err, sizeof s->err, "corrupt store: malformed object row");
            ok = false;
            break;
        }
        memcpy(want.b, h, 16);
        NpHash got = np_hash_bytes(d ? d : "", (size_t)dl);
        if (memcmp(got.b, want.b, 16)) {
            char hex[33];
            np_hash_hex(&want, hex);
            snprintf(s->err, sizeof s->err, "corrupt store: object %s does not match its hash",
                     hex);
            ok = false;
            break;
        }
        uint8_t *copy = malloc(dl ? (size_t)dl : 1);
        if (!copy) {
            snprintf(s->err, sizeof s->err, "out of memory");
            ok = false;
            break;
        }
        if (dl) memcpy(copy, d, (size_t)dl);
        ok = np_store_add_object(s, want, copy, (size_t)dl);
    }
    if (ok && rc != SQLITE_DONE) ok = db_err(s, "corrupt store");
    sqlite3_finalize(st);
    return ok;
}

// Reads every commit, checks its id and parses it.
static bool load_commits(NearlyStore *s) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(DB(s), "SELECT id, data FROM commits", -1, &st, NULL) != SQLITE_OK)
        return db_err(s, "not a valid state store");
    int rc;
    bool ok = true;
    while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const void *id = sqlite3_column_blob(st, 0);
        int il = sqlite3_column_bytes(st, 0);
        const uint8_t *d = sqlite3_column_blob(st, 1);
        int dl = sqlite3_column_bytes(st, 1);
        NpStCommit c;
        if (!id || il != 16 || !d || dl <= 0) {
            snprintf(s->err, sizeof s->err, "corrupt store: malformed commit row");
            ok = false;
            break;
        }
        if (!np_store_parse_commit(s, d, (size_t)dl, &c)) {
            ok = false;
            break;
        }
        if (memcmp(c.id.b, id, 16)) {
            snprintf(s->err, sizeof s->err, "corrupt store: a commit does not match its id");
            free(c.bytes);
            for (size_t i = 0; i < c.n; i++) free(c.e[i].name);
            free(c.e);
            ok = false;
            break;
        }
        ok = np_store_add_commit(s, &c);
    }
    if (ok && rc != SQLITE_DONE) ok = db_err(s, "corrupt store");
    sqlite3_finalize(st);
    return ok;
}

static bool load_head(NearlyStore *s) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(DB(s), "SELECT id FROM refs WHERE name = 'HEAD'", -1, &st, NULL) !=
        SQLITE_OK)
        return db_err(s, "not a valid state store");
    int rc = sqlite3_step(st);
    bool ok = true;
    if (rc == SQLITE_ROW) {
        const void *id = sqlite3_column_blob(st, 0);
        if (!id || sqlite3_column_bytes(st, 0) != 16) {
            snprintf(s->err, sizeof s->err, "corrupt store: malformed HEAD");
            ok = false;
        } else {
            memcpy(s->head.b, id, 16);
            s->has_head = true;
        }
    } else if (rc != SQLITE_DONE) {
        ok = db_err(s, "corrupt store");
    }
    sqlite3_finalize(st);
    if (!ok) return false;
    // Every commit's objects and parent, and HEAD, must be present.
    for (size_t i = 0; i < s->ncommits; i++) {
        const NpStCommit *c = &s->commits[i];
        bool parent_ok = !c->has_parent;
        for (size_t j = 0; j < s->ncommits && !parent_ok; j++)
            parent_ok = !memcmp(s->commits[j].id.b, c->parent.b, 16);
        if (!parent_ok) {
            snprintf(s->err, sizeof s->err, "corrupt store: a commit's parent is missing");
            return false;
        }
        for (size_t k = 0; k < c->n; k++) {
            bool found = false;
            for (size_t j = 0; j < s->nobjs && !found; j++)
                found = !memcmp(s->objs[j].h.b, c->e[k].h.b, 16);
            if (!found) {
                snprintf(s->err, sizeof s->err, "corrupt store: the value of '%s' is missing",
                         c->e[k].name);
                return false;
            }
        }
    }
    if (s->has_head) {
        bool found = false;
        for (size_t j = 0; j < s->ncommits && !found; j++)
            found = !memcmp(s->commits[j].id.b, s->head.b, 16);
        if (!found) {
            snprintf(s->err, sizeof s->err, "corrupt store: HEAD names a missing commit");
            return false;
        }
    }
    return true;
}

bool np_sqlite_open(NearlyStore *s, const char *path) {
    sqlite3 *db = NULL;
    int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    s->db = db;
    if (rc != SQLITE_OK) return db_err(s, "cannot open the store");
    sqlite3_busy_timeout(db, 5000);
    return exec(s, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"
                   "CREATE TABLE IF NOT EXISTS objects(hash BLOB PRIMARY KEY, data BLOB NOT NULL);"
                   "CREATE TABLE IF NOT EXISTS commits(id BLOB PRIMARY KEY, data BLOB NOT NULL);"
                   "CREATE TABLE IF NOT EXISTS refs(name TEXT PRIMARY KEY, id BLOB NOT NULL);") &&
           exec(s, "PRAGMA quick_check;") && load_objects(s) && load_commits(s) && load_head(s);
}

// Runs one INSERT OR IGNORE / REPLACE with two blob or text parameters.
static bool put_row(NearlyStore *s, const char *sql, const void *a, int alen, bool a_text,
                    const void *b, int blen) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(DB(s), sql, -1, &st, NULL) != SQLITE_OK)
        return db_err(s, "cannot write the store");
    if (a_text)
        sqlite3_bind_text(st, 1, a, alen, SQLITE_STATIC);
    else
        sqlite3_bind_blob(st, 1, a, alen, SQLITE_STATIC);
    sqlite3_bind_blob(st, 2, b, blen, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE || db_err(s, "cannot write the store");
}

static bool write_head(NearlyStore *s, const NpHash *id) {
    return put_row(s, "INSERT OR REPLACE INTO refs(name, id) VALUES (?, ?)", "HEAD", 4, true,
                   id->b, 16);
}

bool np_sqlite_write_commit(NearlyStore *s, const NpStCommit *c, const NpStObject *objs,
                            size_t nobjs) {
    if (!exec(s, "BEGIN IMMEDIATE")) return false;
    bool ok = true;
    for (size_t i = 0; ok && i < nobjs; i++) {
        if (objs[i].len > 1000000000) {
            snprintf(s->err, sizeof s->err, "value too large for the store");
            ok = false;
            break;
        }
        ok = put_row(s, "INSERT OR IGNORE INTO objects(hash, data) VALUES (?, ?)", objs[i].h.b, 16,
                     false, objs[i].data, (int)objs[i].len);
    }
    ok = ok && put_row(s, "INSERT OR IGNORE INTO commits(id, data) VALUES (?, ?)", c->id.b, 16,
                       false, c->bytes, (int)c->nbytes);
    ok = ok && write_head(s, &c->id);
    if (ok) return exec(s, "COMMIT");
    char saved[sizeof s->err];
    memcpy(saved, s->err, sizeof saved);
    exec(s, "ROLLBACK");
    memcpy(s->err, saved, sizeof saved);
    return false;
}

bool np_sqlite_set_head(NearlyStore *s) { return write_head(s, &s->head); }

void np_sqlite_close(NearlyStore *s) {
    sqlite3_close(DB(s));
    s->db = NULL;
}
