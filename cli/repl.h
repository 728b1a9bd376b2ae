/*
 * repl.h - `nearly repl`, the interactive prompt for trying code against a sandbox policy
 * (cli/repl.c, docs/repl.md).
 */
#ifndef NP_CLI_REPL_H
#define NP_CLI_REPL_H

// Runs `nearly repl [options]` with the arguments after "repl"; returns the exit status (0 on
// Ctrl-D or end of input, 2 on a usage error or a bad policy file).
int cmd_repl(int argc, char **argv);

#endif
