/*
 * cli_state.h - `nearly state ...` and `nearly run --state PATH` (cli/cli_state.c).
 */
#ifndef NP_CLI_STATE_H
#define NP_CLI_STATE_H

#include "nearly.h"

// `nearly state log|show|diff|checkout PATH ...` with [argc]/[argv] after "state"; returns the
// exit status (0 ok, 1 store error, 2 usage error).
int cli_state_main(int argc, char **argv);
// Opens the store at [path] and loads its HEAD into [vm]; prints the error and returns NULL on
// failure.
NearlyStore *cli_state_open(const char *path, NearlyVM *vm);
// After a run that ended with [st]: commits on success, then closes the store. Returns the
// run's exit status (1 when the commit failed).
int cli_state_close(NearlyStore *store, NearlyVM *vm, NearlyStatus st);

#endif
