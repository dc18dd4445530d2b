import Foundation

/// One segment of a segmented control as an assistive technology sees it: a button, selected
/// when it is the selected segment (UIKit's segments are views; here they are drawn, so each is
/// an element of the control).
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
  let index: Int
  private weak var control: UISegmentedControl?

  init(control: UISegmentedControl, index: Int) {
    self.control = control
    self.index = index
    super.init(accessibilityContainer: control)
  }

  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? {
    control?.titleForSegment(at: index)
      ?? control?.imageForSegment(at: index).map { _ in
        "Segment \(index + 1)"
      }
  }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    guard let control else { return .button }
    var traits: UIAccessibilityTraits = .button
    if control.selectedSegmentIndex == index { traits.insert(.selected) }
    if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
    return traits
  }
  override var defaultAccessibilityFrame: CGRect {
    guard let control else { return .zero }
    let frames = control.segmentFrames
    guard frames.indices.contains(index) else { return .zero }
    return UIAccessibility.convertToScreenCoordinates(frames[index], in: control)
  }
}

extension UISegmentedControl {
  /// One element per segment, kept while the segment count stays (their ids stay stable).
  final var segmentAccessibilityElements: [Any] {
    if segmentElements.count != numberOfSegments {
      segmentElements = (0..<numberOfSegments).map {
        SegmentAccessibilityElement(control: self, index: $0)
      }
    }
    return segmentElements
  }
}
