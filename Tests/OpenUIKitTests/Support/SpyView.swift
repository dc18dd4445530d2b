import Foundation
import OpenUIKit

/// A shared, ordered log of callbacks across views.
@MainActor
final class ViewLog {
  var entries: [String] = []
}

/// A view that logs its hooks with the current traits' style.
class SpyView: UIView {
  var log = ViewLog()
  var name = ""
  var onLayout: ((SpyView) -> Void)?
  var onDraw: ((CGRect) -> Void)?
  var onUpdateProperties: ((SpyView) -> Void)?

  convenience init(_ name: String, log: ViewLog, frame: CGRect = .zero) {
    self.init(frame: frame)
    self.name = name
    self.log = log
  }

  private func record(_ event: String) {
    log.entries.append("\(event) \(name)")
  }

  override func layoutSubviews() {
    record("layoutSubviews[\(UITraitCollection.current.userInterfaceStyle)]")
    onLayout?(self)
  }

  override func updateProperties() {
    record("updateProperties[\(UITraitCollection.current.userInterfaceStyle)]")
    onUpdateProperties?(self)
  }

  override func tintColorDidChange() { record("tintColorDidChange") }
  override func willMove(toSuperview newSuperview: UIView?) { record("willMoveToSuperview") }
  override func didMoveToSuperview() { record("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) { record("willMoveToWindow") }
  override func didMoveToWindow() { record("didMoveToWindow") }
  override func didAddSubview(_ subview: UIView) { record("didAddSubview") }
  override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview") }
}

/// A view that draws (overrides `draw(_:)`).
final class DrawingView: SpyView {
  override func draw(_ rect: CGRect) {
    log.entries.append("draw \(name)[\(UITraitCollection.current.userInterfaceStyle)]")
    onDraw?(rect)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.label.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
  }
}

/// A headless window on its own screen.
@MainActor
func makeWindow(
  size: CGSize = CGSize(width: 200, height: 100), style: UIUserInterfaceStyle = .light,
  scale: CGFloat = 1
) -> UIWindow {
  let screen = UIScreen(
    bounds: CGRect(origin: .zero, size: size), scale: scale, userInterfaceStyle: style)
  let window = UIWindow(frame: CGRect(origin: .zero, size: size))
  window.screen = screen
  window.makeKeyAndVisible()
  CATransaction.flush()
  return window
}
