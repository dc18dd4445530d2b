import Foundation

/// A button clicked with the pointer but not a stop of its own in the Tab loop: what its keys do
/// is done by the focusable control it belongs to (a calendar's month arrows, whose Page Up and
/// Page Down move the chosen day; a customization row's move buttons, whose Alt+arrows move the
/// row), as on the Mac.
@MainActor
final class PointerOnlyButton: UIButton {
  override var canBecomeFocused: Bool { false }
}
