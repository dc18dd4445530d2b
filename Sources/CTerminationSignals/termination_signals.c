// A signal handler that does only what is safe in one: SIGINT and SIGTERM wake the main loop
// through a pipe, and a second signal ends a program whose main loop did not quit.
#include "termination_signals.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t received = 0;
static volatile sig_atomic_t wake_descriptor = -1;

static void on_termination_signal(int number) {
  int saved = errno;
  if (received) {
    signal(number, SIG_DFL);
    raise(number);
  }
  received = 1;
  int fd = wake_descriptor;
  if (fd >= 0) {
    char byte = (char)number;
    (void)write(fd, &byte, 1);
  }
  errno = saved;
}

int ouk_termination_signals_install(int wake_fd, const int *numbers, int count) {
  received = 0;
  wake_descriptor = wake_fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_termination_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigset_t unblocked;
  sigemptyset(&unblocked);
  for (int i = 0; i < count; i++) {
    if (sigaction(numbers[i], &action, NULL) != 0) return -1;
    sigaddset(&unblocked, numbers[i]);
  }
  // A process may start with the signals blocked (a parent's worker thread spawned it): the
  // calling thread, the main one, takes them.
  return pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL) == 0 ? 0 : -1;
}

void ouk_termination_signals_remove(const int *numbers, int count) {
  for (int i = 0; i < count; i++) signal(numbers[i], SIG_DFL);
  wake_descriptor = -1;
  received = 0;
}
