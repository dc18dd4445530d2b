// The process's main thread, captured before `main` runs (ELF constructors run
// on the thread that loads the program), so that Core Animation's nonisolated
// types can check "am I on the main thread?" with one compare.
#include "CGraphicsSupport.h"

pthread_t cgs_main_thread_id;

__attribute__((constructor)) static void cgs_capture_main_thread(void) {
  cgs_main_thread_id = pthread_self();
}
