// The process's main thread, marked before `main` runs (ELF constructors run on
// the thread that loads the program), so that Core Animation's nonisolated
// types can ask "am I on the main thread?" with one thread-local load: an
// initial-exec thread-local is read at a fixed offset from the thread pointer,
// without a call (this check runs on every layer property change).
#include "CGraphicsSupport.h"

__thread int cgs_main_thread_flag __attribute__((tls_model("initial-exec")));

__attribute__((constructor)) static void cgs_mark_main_thread(void) {
  cgs_main_thread_flag = 1;
}
