#!/usr/bin/env bash
# Runs inside `dbus-run-session`, in a session of its own (`setsid --wait`): the session's
# accessibility bus, an X server, the gallery, then the AT-SPI probe. Arguments: the gallery executable, the probe, a free X display number, the file
# the probe's findings go to (not standard output: the session's bus daemons keep that open).
set -u
# A private runtime directory: the accessibility bus's socket lives there, apart from any other
# session's.
export XDG_RUNTIME_DIR="$(mktemp -d)"
# At the end, everything this session started goes, with SIGKILL: a test runner may have started
# it with SIGTERM blocked, and the bus's registry daemon is nobody's child once its bus goes.
trap 'rm -rf "$XDG_RUNTIME_DIR"; kill -KILL 0' EXIT
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
Xvfb ":$3" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
server=$!
sleep 1
DISPLAY=":$3" OPENUIKIT_APPEARANCE=light "$1" >/dev/null 2>&1 &
gallery=$!
timeout 90 /usr/bin/python3 "$2" Gallery >"$4" 2>&1
exit $?
