/*
 * cli_vm.h - how every `nearly` subcommand makes its VM (cli/cli_vm.c): the str hash seed.
 */
#ifndef NP_CLI_VM_H
#define NP_CLI_VM_H

#include <stdbool.h>
#include <stdint.h>

#include "nearly.h"

// Parses a hash seed: decimal or 0x hex, 0 to 2**64-1, no sign. False when malformed.
bool cli_parse_seed(const char *s, uint64_t *out);

// Creates a VM under a copy of [policy] (NULL = the default policy). When the policy fixes no
// hash seed and the environment variable NEARLY_HASH_SEED holds one (the CLI's counterpart of
// PYTHONHASHSEED; the test runner pins it), that seed is used; otherwise the VM draws its own
// random seed. A malformed NEARLY_HASH_SEED is reported on stderr and ignored. NULL when out of
// memory.
NearlyVM *cli_vm_new(const NearlyPolicy *policy);

#endif
