// A signal handler that does only what is safe in one: SIGINT and SIGTERM wake the main loop
// through a pipe, and a second signal ends a program whose main loop did not quit.
#include "termination_signals.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

enum { max_signals = 8 };

static volatile sig_atomic_t received = 0;
static volatile sig_atomic_t wake_descriptor = -1;
// The actions in place before install, put back by remove.
static struct sigaction previous[max_signals];
static int installed[max_signals];

static void on_termination_signal(int number) {
  int saved = errno;
  // Atomic, so two signals arriving at once on two threads are one first and one second.
  if (__atomic_exchange_n(&received, 1, __ATOMIC_SEQ_CST)) {
    signal(number, SIG_DFL);
    raise(number);
  }
  int fd = wake_descriptor;
  if (fd >= 0) {
    char byte = (char)number;
    (void)write(fd, &byte, 1);
  }
  errno = saved;
}

int ouk_termination_signals_install(int wake_fd, const int *numbers, int count) {
  if (count > max_signals) return -1;
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
    installed[i] = 0;
    if (sigaction(numbers[i], NULL, &previous[i]) != 0) return -1;
    // A signal the process was started ignoring (a background job, `trap '' INT`) stays ignored.
    if (previous[i].sa_handler == SIG_IGN) continue;
    if (sigaction(numbers[i], &action, NULL) != 0) return -1;
    installed[i] = 1;
    sigaddset(&unblocked, numbers[i]);
  }
  // A process may start with the signals blocked (a parent's worker thread spawned it): the
  // calling thread, the main one, takes them.
  return pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL) == 0 ? 0 : -1;
}

void ouk_termination_signals_remove(const int *numbers, int count) {
  wake_descriptor = -1;
  for (int i = 0; i < count && i < max_signals; i++) {
    if (installed[i]) sigaction(numbers[i], &previous[i], NULL);
    installed[i] = 0;
  }
  received = 0;
}
