/*
 * cli_state.c - the command line's versioned state: `nearly run --state PATH FILE` continues
 * from the store's HEAD and commits the globals when the run succeeds; `nearly state log|show|
 * diff|checkout PATH ...` inspects the store and moves HEAD. Everything goes through the public
 * API (include/nearly.h), as a host would use it.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli_state.h"
#include "cli_vm.h"

NearlyStore *cli_state_open(const char *path, NearlyVM *vm) {
    char err[600];
    NearlyStore *s = nearly_store_open(path, err, sizeof err);
    if (!s) {
        fprintf(stderr, "nearly: state store %s\n", err);
        return NULL;
    }
    if (nearly_state_load(s, vm, NULL) != NEARLY_OK) {
        fprintf(stderr, "nearly: state store %s: %s\n", path, nearly_store_error(s));
        nearly_store_free(s);
        return NULL;
    }
    return s;
}

int cli_state_close(NearlyStore *s, NearlyVM *vm, NearlyStatus st) {
    int rc = st == NEARLY_OK ? 0 : 1;
    if (st == NEARLY_OK && nearly_state_commit(s, vm, (int64_t)time(NULL), NULL) != NEARLY_OK) {
        fprintf(stderr, "nearly: state not committed: %s\n", nearly_store_error(s));
        rc = 1;
    }
    nearly_store_free(s);
    return rc;
}

static int state_usage(void) {
    fputs("usage: nearly state log PATH\n"
          "       nearly state show PATH [COMMIT]\n"
          "       nearly state diff PATH COMMIT [COMMIT]\n"
          "       nearly state checkout PATH COMMIT\n"
          "COMMIT is HEAD, a commit id or a unique prefix of at least 4 hex digits.\n",
          stderr);
    return 2;
}

int cli_state_main(int argc, char **argv) {
    if (argc < 2) return state_usage();
    const char *cmd = argv[0], *path = argv[1];
    bool log = !strcmp(cmd, "log"), show = !strcmp(cmd, "show"), diff = !strcmp(cmd, "diff"),
         checkout = !strcmp(cmd, "checkout");
    if ((log && argc != 2) || (show && argc > 3) || (diff && (argc < 3 || argc > 4)) ||
        (checkout && argc != 3) || !(log || show || diff || checkout))
        return state_usage();
    char err[600];
    NearlyStore *s = nearly_store_open(path, err, sizeof err);
    if (!s) {
        fprintf(stderr, "nearly: state store %s\n", err);
        return 1;
    }
    char *text = NULL;
    int rc = 0;
    NearlyVM *vm = cli_vm_new(NULL);
    if (!vm) {
        fputs("nearly: out of memory\n", stderr);
        nearly_store_free(s);
        return 1;
    }
    if (log) {
        text = nearly_state_log(s);
    } else if (show) {
        text = nearly_state_show(s, vm, argc == 3 ? argv[2] : "HEAD");
    } else if (diff) {
        text = nearly_state_diff(s, vm, argv[2], argc == 4 ? argv[3] : "HEAD");
    } else if (nearly_state_checkout(s, argv[2]) == NEARLY_OK) {
        char id[33];
        nearly_store_head(s, id);
        text = malloc(64);
        if (text) snprintf(text, 64, "HEAD is now %s\n", id);
    }
    if (text) {
        fputs(text, stdout);
        free(text);
    } else {
        fprintf(stderr, "nearly: state %s: %s\n", cmd, nearly_store_error(s));
        rc = 1;
    }
    nearly_vm_free(vm);
    nearly_store_free(s);
    return rc;
}
