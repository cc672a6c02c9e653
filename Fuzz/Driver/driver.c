// A replay driver for builds without libFuzzer: `tabls-fuzz` then runs its target once on each input file (or
// each file of each folder) given as an argument, so the regression inputs run in any build. With
// `-sanitize=fuzzer` libFuzzer's own strong `LLVMFuzzerRunDriver` replaces this weak one.
#include "FuzzDriver.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int run_file(const char *path, int (*callback)(const uint8_t *, size_t)) {
  FILE *file = fopen(path, "rb");
  if (!file) return 1;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  if (size < 0) size = 0;
  uint8_t *data = malloc((size_t)size + 1);
  size_t read = data ? fread(data, 1, (size_t)size, file) : 0;
  fclose(file);
  if (!data) return 1;
  callback(data, read);
  free(data);
  printf("ran %s (%zu bytes)\n", path, read);
  return 0;
}

__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t)) {
  int failures = 0;
  for (int i = 1; i < *argc; i++) {
    const char *path = (*argv)[i];
    if (path[0] == '-') continue;  // libFuzzer flags mean nothing here
    struct stat status;
    if (stat(path, &status) != 0) {
      failures++;
      continue;
    }
    if (S_ISDIR(status.st_mode)) {
      DIR *directory = opendir(path);
      if (!directory) continue;
      struct dirent *entry;
      while ((entry = readdir(directory))) {
        if (entry->d_name[0] == '.') continue;
        char child[4096];
        snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
        failures += run_file(child, callback);
      }
      closedir(directory);
    } else {
      failures += run_file(path, callback);
    }
  }
  return failures == 0 ? 0 : 1;
}
