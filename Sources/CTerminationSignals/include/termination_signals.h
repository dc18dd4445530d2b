#ifndef OPENUIKIT_TERMINATION_SIGNALS_H
#define OPENUIKIT_TERMINATION_SIGNALS_H

/// Installs a handler for each of `count` (at most 8) signals in `numbers`, except those the
/// process ignores (a background job's SIGINT stays ignored): the first signal writes its number
/// (one byte) to `wake_fd`, for the main loop to read and quit; a second one, the main loop not
/// having quit, puts the default action back and raises the signal again, ending the process.
/// Only async-signal-safe calls run in the handler (write, signal, raise). Unblocks the signals
/// in the calling thread (call it on the main thread). Returns 0, or -1 when a sigaction or the
/// unblocking failed.
int ouk_termination_signals_install(int wake_fd, const int *numbers, int count);

/// Puts back the actions the signals had before install and forgets the descriptor.
void ouk_termination_signals_remove(const int *numbers, int count);

#endif
