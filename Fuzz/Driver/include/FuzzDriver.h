#ifndef TABLS_FUZZ_DRIVER_H
#define TABLS_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver when the runner is built with `-sanitize=fuzzer`; otherwise `driver.c`'s weak fallback,
/// which runs the callback once on every file named (or found in a folder named) on the command line.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
