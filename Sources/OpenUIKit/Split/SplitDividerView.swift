import Foundation

/// The line between two columns and the strip around it that a drag resizes the leading column
/// by, with the left-right resize cursor over it.
@MainActor
final class SplitDividerView: UIView {
  /// How far the grip reaches each side of the one-point line.
  static let grip: CGFloat = 4

  /// The column whose width a drag sets.
  let resizes: UISplitViewController.Column
  weak var split: UISplitViewController?
  private let line = UIView()
  private var startWidth: CGFloat = 0

  init(resizes: UISplitViewController.Column) {
    self.resizes = resizes
    super.init(frame: .zero)
    backgroundColor = .clear
    isOpaque = false
    line.backgroundColor = .separator
    line.isUserInteractionEnabled = false
    addSubview(line)
    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SplitDividerView.dragged))
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    line.frame = CGRect(x: Self.grip, y: 0, width: 1, height: bounds.height)
  }

  private func dragged(_ pan: UIPanGestureRecognizer) {
    guard let split else { return }
    switch pan.state {
    case .began:
      startWidth =
        resizes == .primary ? split.primaryColumnWidth : split.supplementaryColumnWidth
    case .changed, .ended:
      // Right to left, the leading column widens as the divider moves left.
      let moved = pan.translation(in: superview).x * (isRightToLeft ? -1 : 1)
      // At least a point: 0 would read as "not given" and jump back to the default.
      let width = max(1, startWidth + moved)
      if resizes == .primary {
        split.preferredPrimaryColumnWidth = width
      } else {
        split.preferredSupplementaryColumnWidth = width
      }
    default:
      break
    }
  }
}
