import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The root of a view tree shown on a screen, as UIKit's `UIWindow`.
///
/// Headless: ``makeKeyAndVisible()`` gives the window a ``renderer`` whose framebuffer the commit
/// keeps current; a platform layer presents it.
@MainActor
open class UIWindow: UIView {
  /// The screen the window is on; its traits are the window's inherited traits.
  open var screen: UIScreen {
    get { storedScreen }
    set { storedScreen = newValue }
  }
  final var storedScreen: UIScreen = .main {
    didSet {
      guard screen !== oldValue else { return }
      register(with: screen)
      setNeedsTraitUpdate()
    }
  }

  /// Whether the window is the key window.
  open var isKeyWindow: Bool { storedIsKeyWindow }
  final var storedIsKeyWindow = false

  /// The renderer holding the window's pixels, once visible (an OpenUIKit addition).
  public private(set) var renderer: CARenderer?

  /// The title a desktop host shows in the window's title bar (an OpenUIKit addition; on iPadOS
  /// and Mac Catalyst it is the scene's title).
  public var title: String?

  /// The smallest size a desktop host lets the user resize the window to (an OpenUIKit
  /// addition); `nil` for no limit.
  public var minimumSize: CGSize?

  /// The responder that receives key presses (`becomeFirstResponder()`).
  final var firstResponder: UIResponder?
  /// The mouse's touch while a button is down.
  final var pointerTouch: UITouch?
  /// The last touch-down, to count repeated taps.
  final var lastTouchDown: (location: CGPoint, timestamp: TimeInterval, tapCount: Int)?
  /// Keys down, so a key's press object lives from key-down to key-up.
  final var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]

  /// Creates a window on `UIScreen.main`, hidden until made visible.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureWindow()
  }

  /// Creates a window from an archive: nothing is decoded on Linux (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureWindow()
  }

  private func configureWindow() {
    isHidden = true
    register(with: screen)
    setNeedsTraitUpdate()
  }

  private func register(with screen: UIScreen) {
    screen.windows.removeAll { $0.window == nil || $0.window === self }
    screen.windows.append(UIScreen.WeakWindow(window: self))
  }

  /// Makes the window key and visible, and starts rendering it into a framebuffer at the screen's
  /// scale.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Whether the window is hidden.
  ///
  /// A new window is, as in UIKit, until `makeKeyAndVisible()` or `isHidden = false`. A hidden
  /// window is laid out and drawn but renders nothing, in its framebuffer or through
  /// `layer.render(in:)`.
  ///
  /// Showing it starts rendering it into a framebuffer at the screen's scale and hands it to the
  /// application's host.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      super.isHidden = newValue
      guard wasHidden, !newValue else { return }
      if renderer == nil {
        renderer = try? CARenderer(size: bounds.size, scale: screen.scale)
        renderer?.layer = layer
      }
      updateTraitsIfNeeded()
      UIApplication.shared.windowDidBecomeVisible(self)
    }
  }

  /// The window's next responder: the application (H-7).
  open override var next: UIResponder? { storedSuperview ?? UIApplication.shared }

  /// Replaces the window's renderer with one a host made over its own surface (a desktop window's
  /// pixels), or a new headless one when `nil`.
  @_spi(Platform)
  public func setRenderer(_ newRenderer: CARenderer?) {
    renderer?.layer = nil
    renderer = newRenderer ?? (try? CARenderer(size: bounds.size, scale: screen.scale))
    renderer?.layer = layer
  }

  /// Delivers an event: touches to the views they began in, presses to the first responder (or the
  /// window when there is none).
  ///
  /// Overridable, as in UIKit, to watch every event.
  open func sendEvent(_ event: UIEvent) {
    deliver(event)
  }

  /// Makes the window key: the previous key window gets `resignKey()`, this one `becomeKey()`.
  open func makeKey() {
    guard !storedIsKeyWindow else { return }
    for window in screen.windows.compactMap(\.window)
    where window !== self && window.storedIsKeyWindow {
      window.storedIsKeyWindow = false
      window.resignKey()
    }
    storedIsKeyWindow = true
    becomeKey()
  }

  /// Called when the window becomes the key window; the default does nothing.
  open func becomeKey() {}

  /// Called when the window stops being the key window; the default does nothing.
  open func resignKey() {}
}
