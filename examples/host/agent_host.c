/*
 * agent_host.c - a small C host that embeds Nearly the way an agent loop does (issue 5, part 6).
 *
 * Each "turn" is script source an LLM might have written (embedded here as strings). The host
 * grants one capability, a host function lookup(city) that returns a dict, hands data in as a
 * global, runs the turn with its output captured, and commits the script's globals to an
 * in-memory versioned store only when the turn succeeded. One turn raises an exception and the
 * host shows that nothing was committed. At the end it prints the history and a diff.
 *
 * It uses only the public header and the installed library:
 *   cc -I$PREFIX/include agent_host.c -L$PREFIX/lib -lnearly \
 *      -lgmp -lxxhash -lutf8proc -lpcre2-8 -lsqlite3 -lnettle -lz -lm
 * Its output is deterministic (host time is a turn counter) and is compared with
 * agent_host.expected by `make test`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nearly.h>

// Output captured from the script during one turn (what the host would send back to the LLM).
typedef struct Capture {
    char buf[4096];
    size_t len;
} Capture;

// Appends [len] bytes of script output to the capture, dropping what does not fit.
static void capture_write(void *ud, const char *data, size_t len) {
    Capture *c = ud;
    size_t room = sizeof c->buf - 1 - c->len;
    if (len > room) len = room;
    memcpy(c->buf + c->len, data, len);
    c->len += len;
    c->buf[c->len] = '\0';
}

// The host's "database" behind the lookup capability.
static const struct {
    const char *city;
    const char *country;
    int64_t population;
} cities[] = {
    {"Paris", "France", 2102650},
    {"Lyon", "France", 522250},
    {"Osaka", "Japan", 2752412},
};

// lookup(city) -> {"city": ..., "country": ..., "population": ...}; KeyError for an unknown
// city, TypeError for a wrong argument. The arguments are copies owned by the VM.
static NearlyValue *lookup(void *ud, const NearlyValue *args, NearlyHostError *err) {
    int *calls = ud;
    (*calls)++;
    size_t n = 0;
    const char *name = NULL;
    if (nearly_value_len(args) == 1) name = nearly_value_as_str(nearly_value_item(args, 0), &n);
    if (!name) {
        snprintf(err->type, sizeof err->type, "TypeError");
        snprintf(err->message, sizeof err->message, "lookup() takes one str argument");
        return NULL;
    }
    for (size_t i = 0; i < sizeof cities / sizeof cities[0]; i++) {
        if (strlen(cities[i].city) != n || memcmp(cities[i].city, name, n) != 0) continue;
        NearlyValue *d = nearly_value_new(NEARLY_VALUE_DICT);
        if (!d) break;
        nearly_value_dict_set(d, nearly_value_str("city", 4), nearly_value_str(name, n));
        nearly_value_dict_set(d, nearly_value_str("country", 7),
                              nearly_value_str(cities[i].country, strlen(cities[i].country)));
        nearly_value_dict_set(d, nearly_value_str("population", 10),
                              nearly_value_int(cities[i].population));
        return d;
    }
    snprintf(err->type, sizeof err->type, "KeyError");
    snprintf(err->message, sizeof err->message, "unknown city");
    return NULL;
}

// The turns: what the model wrote, one string each.
static const char *const turns[] = {
    // Turn 1: use the capability, keep results (and a helper function) in globals.
    "visited = []\n"
    "for name in task['cities']:\n"
    "    info = lookup(name)\n"
    "    visited.append(info['city'])\n"
    "    print(f\"{info['city']}: {info['population']:,} people in {info['country']}\")\n"
    "total = sum(lookup(c)['population'] for c in visited)\n"
    "def describe(city):\n"
    "    info = lookup(city)\n"
    "    return f\"{info['city']} ({info['country']})\"\n",
    // Turn 2: state from turn 1 is still there; change it.
    "print('carried over:', visited, total)\n"
    "visited.append(lookup('Osaka')['city'])\n"
    "by_country = {}\n"
    "for c in visited:\n"
    "    by_country.setdefault(lookup(c)['country'], []).append(c)\n"
    "print(by_country)\n",
    // Turn 3: changes state, then fails; the host commits nothing.
    "visited.clear()\n"
    "total = 0\n"
    "print('about to fail')\n"
    "lookup('Atlantis')\n",
    // Turn 4: the failed turn's changes are gone (state reloaded from HEAD).
    "print('after the failed turn:', visited, total)\n"
    "answer = f'{len(visited)} cities, {total} people in the first two'\n"
    "print(answer)\n"
    "print('helper from turn 1:', describe(visited[-1]))\n",
};

int main(void) {
    NearlyPolicy *policy = nearly_policy_default();
    NearlyVM *vm = policy ? nearly_vm_new_with_policy(policy) : NULL;
    nearly_policy_free(policy);
    NearlyStore *store = nearly_store_new();
    if (!vm || !store) {
        fprintf(stderr, "agent_host: out of memory\n");
        return 1;
    }
    Capture cap;
    nearly_set_output(vm, capture_write, capture_write, &cap);
    nearly_set_budget(vm, 1000000);

    // The capability: granted by the host, then registered. A script without the grant would
    // see no such name at all.
    int calls = 0;
    if (!nearly_grant_capability(vm, "lookup") ||
        nearly_register_function(vm, "lookup", lookup, &calls) != NEARLY_OK) {
        fprintf(stderr, "agent_host: cannot register lookup: %s\n", nearly_error_message(vm));
        return 1;
    }

    // Data handed in as a copy: the script may mutate its copy, the host's tree is unchanged.
    NearlyValue *task = nearly_value_new(NEARLY_VALUE_DICT);
    NearlyValue *names = nearly_value_new(NEARLY_VALUE_LIST);
    nearly_value_append(names, nearly_value_str("Paris", 5));
    nearly_value_append(names, nearly_value_str("Lyon", 4));
    nearly_value_dict_set(task, nearly_value_str("cities", 6), names);

    char first[33] = "", second[33] = "";
    int status = 0;
    for (size_t t = 0; t < sizeof turns / sizeof turns[0]; t++) {
        printf("== turn %zu\n", t + 1);
        // Each turn starts from HEAD: a failed turn's changes never reach the next one.
        if (nearly_state_load(store, vm, NULL) != NEARLY_OK ||
            nearly_set_global(vm, "task", task) != NEARLY_OK) {
            fprintf(stderr, "agent_host: %s\n", nearly_store_error(store));
            status = 1;
            break;
        }
        cap.len = 0;
        cap.buf[0] = '\0';
        NearlyStatus st = nearly_run(vm, turns[t], strlen(turns[t]), "turn.py");
        fputs(cap.buf, stdout);
        if (st != NEARLY_OK) {
            printf("-> failed: %s: %s (nothing committed)\n", nearly_error_type(vm),
                   nearly_error_message(vm));
            continue;
        }
        char id[33];
        if (nearly_state_commit(store, vm, (int64_t)t + 1, id) != NEARLY_OK) {
            fprintf(stderr, "agent_host: commit failed: %s\n", nearly_store_error(store));
            status = 1;
            break;
        }
        if (t == 0) memcpy(first, id, sizeof id);
        if (t == 1) memcpy(second, id, sizeof id);
        printf("-> committed\n");
    }

    // Results back to the host, as copies.
    NearlyValue *answer = NULL;
    if (nearly_get_global(vm, "answer", &answer) == NEARLY_OK) {
        size_t n;
        const char *s = nearly_value_as_str(answer, &n);
        printf("host got answer: %.*s\n", (int)n, s ? s : "");
    }
    nearly_value_free(answer);
    printf("lookup was called %d times\n", calls);

    // History: three commits (turns 1, 2 and 4); ids are content hashes, so only count them.
    char *log = nearly_state_log(store);
    int commits = 0;
    for (const char *p = log; p && (p = strstr(p, "commit ")) != NULL; p += 7) commits++;
    printf("commits in history: %d\n", commits);
    free(log);
    char *diff = first[0] && second[0] ? nearly_state_diff(store, vm, first, second) : NULL;
    printf("diff turn 1 -> turn 2:\n%s", diff ? diff : "(none)\n");
    free(diff);

    nearly_value_free(task);
    nearly_store_free(store);
    nearly_vm_free(vm);
    return status;
}
