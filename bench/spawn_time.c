/*
 * spawn_time.c - measures a command's process start-up for bench/run_bench.py: wall time from
 * spawn to exit and the child's peak RSS.
 *
 * Linux reports a child's peak RSS (wait4's ru_maxrss) as the maximum over its whole life, and
 * a child made by fork or vfork starts with its parent's pages counted (exec records the old
 * address space's high-water mark). Spawned from Python, every child would show Python's 15 MiB.
 * This helper is linked statically and touches almost no memory, so its own high-water mark
 * (printed as self_hwm_kib) is far below the children's and the max is the child's own peak.
 *
 * Usage: spawn_time N CMD [ARGS...]. Runs CMD N times with posix_spawn (stdin, stdout and stderr
 * on /dev/null) and prints key=value lines: wall_best_us, wall_median_us, maxrss_kib (smallest
 * peak RSS seen), self_hwm_kib. Exit status 1 when a run fails or exits non-zero.
 */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

// Microseconds on the monotonic clock.
static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

// This process's own peak RSS in KiB (VmHWM), or -1.
static long self_hwm_kib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    long kib = -1;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "VmHWM:", 6) == 0)
            kib = strtol(line + 6, NULL, 10);
    }
    fclose(f);
    return kib;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

// Runs argv once; stores wall microseconds and peak RSS (KiB). Returns 0 on failure.
static int run_once(char **argv, double *wall, long *rss)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    double t0 = now_us();
    pid_t pid;
    int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0)
        return 0;
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) != pid)
        return 0;
    *wall = now_us() - t0;
    *rss = ru.ru_maxrss;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int main(int argc, char **argv)
{
    if (argc < 3 || atoi(argv[1]) < 1) {
        fprintf(stderr, "usage: spawn_time N CMD [ARGS...]\n");
        return 2;
    }
    int n = atoi(argv[1]);
    double *walls = malloc((size_t)n * sizeof *walls);
    if (!walls)
        return 1;
    long min_rss = -1;
    for (int i = 0; i < n; i++) {
        long rss;
        if (!run_once(argv + 2, &walls[i], &rss)) {
            fprintf(stderr, "spawn_time: %s failed\n", argv[2]);
            return 1;
        }
        if (min_rss < 0 || rss < min_rss)
            min_rss = rss;
    }
    qsort(walls, (size_t)n, sizeof *walls, cmp_double);
    printf("wall_best_us=%.1f\nwall_median_us=%.1f\nmaxrss_kib=%ld\nself_hwm_kib=%ld\n", walls[0],
           walls[n / 2], min_rss, self_hwm_kib());
    free(walls);
    return 0;
}
