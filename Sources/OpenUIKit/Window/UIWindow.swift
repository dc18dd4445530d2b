import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// The root of a view tree shown on a screen, as UIKit's `UIWindow`.
///
/// Showing it (``makeKeyAndVisible()``) asks the application's host for the window's ``renderer``
/// (a desktop window's surface, or a framebuffer of its own headless), which the commit keeps
/// current. Every window is in one registry (``UIApplication/windows``, `UIScreen`'s windows).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The screen the window is on; its traits are the window's inherited traits.
  open var screen: UIScreen {
    get { storedScreen }
    set { storedScreen = newValue }
  }
  final var storedScreen: UIScreen = .main {
    didSet {
      guard screen !== oldValue else { return }
      setNeedsTraitUpdate()
    }
  }

  /// Every window alive, in the order they were made or last became visible: the one registry
  /// that `UIApplication.windows` and each screen's windows read.
  static var registry = WeakObjects<UIWindow>()

  /// Whether the window is the key window.
  open var isKeyWindow: Bool { storedIsKeyWindow }
  final var storedIsKeyWindow = false

  /// The renderer holding the window's pixels, once visible (an OpenUIKit addition).
  public private(set) var renderer: CARenderer?

  /// The title a desktop host shows in the window's title bar (an OpenUIKit addition; on iPadOS
  /// and Mac Catalyst it is the scene's title).
  public var title: String? {
    didSet { if title != oldValue { UIApplication.shared.host?.windowAttributesDidChange(self) } }
  }

  /// The smallest size a desktop host lets the user resize the window to (an OpenUIKit
  /// addition); `nil` for no limit.
  ///
  /// A scene's `sizeRestrictions` take precedence.
  public var minimumSize: CGSize?

  /// The scene the window belongs to (`Scenes/UIWindow+Scene.swift`).
  final weak var storedWindowScene: UIWindowScene?

  /// The root view controller.
  ///
  /// Its view fills the window (resizing with it), below the window's other subviews. Replacing it removes the old controller's view; appearance callbacks follow
  /// when the window is visible.
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set { setRootViewController(newValue) }
  }
  final var storedRootViewController: UIViewController?

  /// The responder that receives key presses (`becomeFirstResponder()`).
  final var firstResponder: UIResponder?
  /// The view with keyboard focus (Focus/UIWindow+Focus.swift).
  final var storedFocusedView: UIView?
  /// The ring drawn around the focused view, made on first focus.
  final var focusRingLayer: CALayer?
  /// The mouse's touch while a button is down.
  final var pointerTouch: UITouch?
  final var pointerModifierFlags: UIKeyModifierFlags = []
  /// The last touch-down, to count repeated taps.
  final var lastTouchDown: (location: CGPoint, timestamp: TimeInterval, tapCount: Int)?
  /// Keys down, so a key's press object lives from key-down to key-up.
  final var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]
  /// Keys whose press ran a key command: their repeats run it again, and no responder sees them.
  final var keyCommandPresses: [UIKeyboardHIDUsage: UIKeyCommand] = [:]
  /// The window's undo manager, made when first asked for.
  final var storedUndoManager: UndoManager?
  /// Where the pointer hovers (window coordinates); `nil` outside the window.
  final var hoverPoint: CGPoint?
  /// The views under the hovering pointer, deepest first (`Pointer/UIWindow+Hover.swift`).
  final var hoveredChain: [WeakView] = []
  /// The enabled control nearest under the hovering pointer.
  final weak var hoveredControl: UIControl?
  /// The open menu's overlay (`Menus/UIWindow+ContextMenus.swift`), and what its end tells.
  final var menuOverlay: UIView?
  final var menuEnd: (() -> Void)?
  /// Alt went down with no other key since: its release opens the menu bar.
  final var altPressedAlone = false
  /// The host the window's renderer came from, told when the cursor changes.
  final weak var attachedHost: (any UIApplicationHost)?

  /// The cursor the pointer should show over the window, from what is under it (for hosts).
  @_spi(Platform) public internal(set) var pointerCursor = PointerCursor.arrow

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
    Self.registry.append(self)
    setNeedsTraitUpdate()
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
  /// Showing it the first time asks the application's host for its renderer (without a running
  /// application, a headless framebuffer at the screen's scale).
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      if wasHidden != newValue { subtreeWindowVisibilityWillChange(visible: !newValue) }
      super.isHidden = newValue
      guard wasHidden, !newValue else { return }
      Self.registry.append(self)
      if renderer == nil { attach(to: UIApplication.shared.host ?? UIHeadlessHost.detached) }
      updateTraitsIfNeeded()
    }
  }

  /// Takes the window's renderer from `host` (which may also set the window's screen and frame),
  /// replacing any it had; for hosts, and for windows shown before the application ran.
  ///
  /// A host that cannot make one is reported, and the window stays without pixels.
  @_spi(Platform)
  public func attach(to host: any UIApplicationHost) {
    renderer?.layer = nil
    renderer = nil
    attachedHost = host
    do {
      let made = try host.makeRenderer(for: self)
      made.layer = layer
      renderer = made
    } catch {
      Diagnostics.report(
        "UIWindow", "\(type(of: self)) has no pixels: its host cannot make a renderer (\(error))",
        module: "OpenUIKit")
    }
  }

  /// The window's own undo manager, shared by the responders in it (their default asks up the
  /// chain).
  open override var undoManager: UndoManager? {
    if let storedUndoManager { return storedUndoManager }
    let made = UndoManager()
    storedUndoManager = made
    return made
  }

  /// The window's next responder: the application (H-7).
  open override var next: UIResponder? { storedSuperview ?? UIApplication.shared }

  /// Replaces the window's renderer with one its host made again (a desktop window's surface after
  /// a resize), or removes it (`nil`: the host's window closed).
  @_spi(Platform)
  public func setRenderer(_ newRenderer: CARenderer?) {
    renderer?.layer = nil
    renderer = newRenderer
    renderer?.layer = layer
  }

  /// Delivers an event: touches to the views they began in, presses to the first responder (or the
  /// window when there is none).
  ///
  /// Overridable, as in UIKit, to watch every event.
  open func sendEvent(_ event: UIEvent) {
    deliver(event)
  }

  /// Presses no responder took: the scrolling keys scroll (`UIScrollView+Keyboard.swift`), F5 and
  /// Ctrl+R refresh (`UIScrollView+Refresh.swift`).
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !scrollWithKeys(presses), !refreshWithKeys(presses) {
      super.pressesBegan(presses, with: event)
    }
  }

  /// A held scrolling key scrolls on.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !scrollWithKeys(presses) { super.pressesChanged(presses, with: event) }
  }

  /// Makes the window key: the previous key window gets `resignKey()`, this one `becomeKey()`.
  open func makeKey() {
    guard !storedIsKeyWindow else { return }
    for window in Self.registry.elements where window !== self && window.storedIsKeyWindow {
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
