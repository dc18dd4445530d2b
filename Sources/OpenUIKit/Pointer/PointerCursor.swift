import Foundation

/// The pointer's shape a window asks its host for (SPI `Platform`): the desktop's cursors.
///
/// Chosen from what is under the pointer (`UIWindow+Hover.swift`): an I-beam over text that can
/// be edited or a beam pointer style, a pointing hand over a shaped pointer style, no pointer for
/// a hidden style, else the arrow.
@_spi(Platform)
public enum PointerCursor: Sendable, Equatable {
  /// The arrow.
  case arrow
  /// The text I-beam.
  case iBeam
  /// The pointing hand of links and targets.
  case pointingHand
  /// No pointer.
  case hidden
  /// The left-right resize arrows (a split view's divider).
  case resizeLeftRight
}
