"""Drives the gallery through AT-SPI as a screen reader would (Debian's python3-pyatspi).

Prints one `key: value` line per finding; AccessibilityEndToEndTests asserts on them.
"""
import sys
import time

import pyatspi
from gi.repository import GLib


def say(key, value):
    print(f"{key}: {value}", flush=True)


def wait_for(predicate, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        result = predicate()
        if result:
            return result
        time.sleep(0.1)
    return None


def find(node, role, name, depth=0):
    if node is None or depth > 40:
        return None
    try:
        if node.getRoleName() == role and (name is None or node.name == name):
            return node
        for index in range(node.childCount):
            found = find(node.getChildAtIndex(index), role, name, depth + 1)
            if found:
                return found
    except Exception:
        return None
    return None


def do_action(node, name):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return action.doAction(index)
    return False


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        child = desktop.getChildAtIndex(index)
        if child is not None and child.name == name:
            return child
    return None


app = wait_for(lambda: application(sys.argv[1]), 30)
say("application", app.name if app else "missing")
if not app:
    sys.exit(1)
frame = app.getChildAtIndex(0)
say("window", f"{frame.getRoleName()} {frame.name}")
dark = find(app, "push button", "Dark mode")
say("dark mode button", "found" if dark else "missing")
table = find(app, "table", None)
say("table rows", table.queryTable().nRows if table else "missing")
row = find(app, "table row", "Controls, buttons, switches, sliders, steppers, segments, text fields")
say("controls row", "found" if row else "missing")
do_action(row, "click")
say("window after click", wait_for(lambda: "Controls" if app.getChildAtIndex(0).name == "Controls" else None) or app.getChildAtIndex(0).name)
# The list leaves the tree at once; the new screen slides in over 0.35 s.
wait_for(lambda: find(app, "push button", "Dark mode") is None)

slider = wait_for(lambda: find(app, "slider", "Progress"))
value = slider.queryValue()
say("slider", f"{value.currentValue:.2f} in {value.minimumValue:.0f}…{value.maximumValue:.0f}")
do_action(slider, "increment")
moved = wait_for(lambda: abs(slider.queryValue().currentValue - 0.45) < 0.001)
say("slider after increment", f"{slider.queryValue().currentValue:.2f}")
progress = find(app, "progress bar", "Progress")
say("progress after increment", f"{progress.queryValue().currentValue:.2f}")

# A click is a tap at the button's activation point, and a view that is still sliding in takes no
# touches (UIKit's hit testing skips views animating without .allowUserInteraction): on a slow
# machine the first click can land before the slide ends. Click again only while the label still
# says no press happened, as a person would.
press = find(app, "push button", "Press me")
counter = None
for attempt in range(5):
    do_action(press, "click")
    counter = wait_for(lambda: find(app, "label", "Pressed 1 time"), 3)
    if counter or not find(app, "label", "Pressed 0 times"):
        break
say("counter", counter.name if counter else "unchanged")

switch = find(app, "toggle button", "Example switch")
states = switch.getState()
say("switch checked", states.contains(pyatspi.STATE_CHECKED))
do_action(switch, "click")
wait_for(lambda: switch.getState().contains(pyatspi.STATE_CHECKED))
say("switch checked after click", switch.getState().contains(pyatspi.STATE_CHECKED))
extents = switch.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
say("switch extents", f"{extents.width}x{extents.height}")

field = find(app, "entry", "Clearable text")
text = field.queryText()
say("field text", text.getText(0, -1))
say("second word", text.getTextAtOffset(7, pyatspi.TEXT_BOUNDARY_WORD_START)[0])
heard = []
pyatspi.Registry.registerEventListener(
    lambda event: heard.append(f"{event.type} {event.detail1} {event.any_data}"),
    "object:text-changed:insert")
field.queryEditableText().insertText(text.characterCount, " now", 4)
wait_for(lambda: field.queryText().getText(0, -1) == "Clear me now")
say("field text after insert", field.queryText().getText(0, -1))
# Events arrive through GLib's main loop, which nothing runs here but this.
context = GLib.MainContext.default()
wait_for(lambda: [context.iteration(False) for _ in range(50)] and heard)
say("text event", heard[0] if heard else "none")
say("done", "yes")
