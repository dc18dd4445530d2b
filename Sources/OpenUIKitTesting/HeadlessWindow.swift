import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit

extension UIWindow {
  /// A visible window on its own headless screen, for tests: `size` points at
  /// `scale`, in light or dark, with a white (or black) background.
  ///
  /// - Parameters:
  ///   - size: The window's size in points.
  ///   - scale: Pixels per point of its framebuffer.
  ///   - style: The screen's appearance.
  public static func headless(
    size: CGSize, scale: CGFloat = 1, style: UIUserInterfaceStyle = .light
  ) -> UIWindow {
    let screen = UIScreen(
      bounds: CGRect(origin: .zero, size: size), scale: scale, userInterfaceStyle: style)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = screen
    window.backgroundColor = .systemBackground
    window.makeKeyAndVisible()
    CATransaction.flush()
    return window
  }

  /// Commits pending changes (traits, layout, display, render) and returns
  /// the window's pixels.
  public func renderImage() -> CGImage? {
    CATransaction.flush()
    return renderer?.makeImage()
  }
}

extension UIView {
  /// The view and its subviews rendered alone (without the window around
  /// them) at `scale`, after committing pending changes.
  public func renderImage(scale: CGFloat = 1) -> CGImage? {
    CATransaction.flush()
    let context: CGContext
    do {
      context = try CGContext(size: bounds.size, scale: scale, coordinateSpace: .uiKit)
    } catch {
      Diagnostics.report(
        "renderImage()", "\(type(of: self)) refused: \(error)", module: "OpenUIKitTesting")
      return nil
    }
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    layer.render(in: context)
    return context.makeImage()
  }
}
