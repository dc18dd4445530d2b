import OpenUIKit
import OpenUIKitTesting
import Testing

// The vocabulary of everyday app code, as widely copied helpers write it: an `showAlert` extension
// on `UIViewController` and an action sheet that branches on the idiom for its popover source
// (iPad code), a zoomable photo view with pinch, double tap and long press recognizers (the
// single tap waiting for the double tap, pinch and pan allowed together), symbol images sized by
// a configuration, a tab bar controller built in code with navigation controllers, a controller
// preferring light status bar content, and battery monitoring. No isolation annotations.

// MARK: - Library code

extension UIViewController {
  func showAlert(
    title: String?, message: String?, actions: [UIAlertAction] = [],
    completion: (() -> Void)? = nil
  ) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    if actions.isEmpty {
      alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
    } else {
      actions.forEach { alert.addAction($0) }
    }
    present(alert, animated: true, completion: completion)
  }

  func showSortOptions(from sourceView: UIView, choose: @escaping (String) -> Void) {
    let sheet = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
    for option in ["Name", "Date", "Size"] {
      sheet.addAction(UIAlertAction(title: option, style: .default) { _ in choose(option) })
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    if UIDevice.current.userInterfaceIdiom == .pad {
      sheet.popoverPresentationController?.sourceView = sourceView
      sheet.popoverPresentationController?.sourceRect = sourceView.bounds
      sheet.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    }
    present(sheet, animated: true, completion: nil)
  }
}

class ZoomingPhotoView: UIView, UIGestureRecognizerDelegate {
  var scale: CGFloat = 1
  var taps = 0
  var resets = 0
  var pressed = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    let pinch = UIPinchGestureRecognizer(target: self, action: ZoomingPhotoView.handlePinch)
    pinch.delegate = self
    addGestureRecognizer(pinch)
    let doubleTap = UITapGestureRecognizer(target: self, action: ZoomingPhotoView.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    addGestureRecognizer(doubleTap)
    let singleTap = UITapGestureRecognizer(target: self, action: ZoomingPhotoView.handleSingleTap)
    singleTap.require(toFail: doubleTap)
    addGestureRecognizer(singleTap)
    let longPress = UILongPressGestureRecognizer(
      target: self, action: ZoomingPhotoView.handleLongPress)
    longPress.minimumPressDuration = 0.3
    addGestureRecognizer(longPress)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func handlePinch(_ gesture: UIPinchGestureRecognizer) {
    guard gesture.state == .began || gesture.state == .changed else { return }
    scale = min(max(scale * gesture.scale, 1), 4)
    gesture.scale = 1
  }

  func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
    scale = 1
    resets += 1
  }

  func handleSingleTap(_ gesture: UITapGestureRecognizer) { taps += 1 }

  func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    if gesture.state == .began { pressed = true }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

class LightContentController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

func makeTabs() -> UITabBarController {
  let tabs = UITabBarController()
  let items: [(String, String)] = [("Library", "books.vertical"), ("Search", "magnifyingglass")]
  tabs.viewControllers = items.map { title, symbol in
    let root = LightContentController()
    root.title = title
    let navigation = UINavigationController(rootViewController: root)
    navigation.tabBarItem = UITabBarItem(
      title: title, image: UIImage(systemName: symbol),
      selectedImage: UIImage(systemName: symbol + ".fill"))
    return navigation
  }
  tabs.tabBar.tintColor = .systemPink
  return tabs
}

func favoriteImage() -> UIImage? {
  let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
  return UIImage(systemName: "heart.fill", withConfiguration: configuration)?
    .withTintColor(.systemRed, renderingMode: .alwaysOriginal)
}

// MARK: - Tests

@MainActor @Suite(.serialized) struct AppVocabularySnippets {
  @Test func theAlertHelperRunsTheChosenActionAfterTheDismissal() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let root = UIViewController()
    window.rootViewController = root
    var chosen: String?
    root.showAlert(
      title: "Delete?", message: "It cannot be undone.",
      actions: [
        UIAlertAction(title: "Cancel", style: .cancel, handler: nil),
        UIAlertAction(title: "Delete", style: .destructive) { action in chosen = action.title },
      ])
    clock.advance(by: 0.5)  // on screen: a person presses Return once they see it
    let alert = try #require(root.presentedViewController as? UIAlertController)
    alert.preferredAction = alert.actions.last
    window.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r", modifierFlags: []))
    clock.advance(by: 0.5)
    #expect(chosen == "Delete" && root.presentedViewController == nil)
    // The iPad branch is taken: the sheet hangs from its button.
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 30))
    root.view.addSubview(button)
    root.showSortOptions(from: button) { chosen = $0 }
    let sheet = try #require(root.presentedViewController as? UIAlertController)
    #expect(sheet.popoverPresentationController?.sourceView === button)
  }

  @Test func thePhotoViewPinchesAndTellsTapsFromDoubleTaps() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let photo = ZoomingPhotoView(frame: window.bounds)
    window.addSubview(photo)
    window.pinch(by: 2, at: CGPoint(x: 150, y: 150), time: clock.now)
    #expect(photo.scale == 2)
    window.tap(at: CGPoint(x: 100, y: 100), tapCount: 1, time: clock.now)
    clock.advance(by: 0.1)
    window.tap(at: CGPoint(x: 100, y: 100), tapCount: 2, time: clock.now)
    clock.advance(by: 1)
    #expect(photo.resets == 1 && photo.taps == 0 && photo.scale == 1)
    window.tap(at: CGPoint(x: 100, y: 100), tapCount: 1, time: clock.now)
    clock.advance(by: 1)
    #expect(photo.taps == 1)
    window.touchDown(at: CGPoint(x: 50, y: 50), time: clock.now)
    clock.advance(by: 0.4)
    window.touchUp(at: CGPoint(x: 50, y: 50), time: clock.now)
    #expect(photo.pressed)
  }

  @Test func aTabBarAppOfNavigationControllersWithSymbols() throws {
    let tabs = makeTabs()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    window.rootViewController = tabs
    _ = window.renderImage()
    #expect(tabs.tabBar.items?.map { $0.title } == ["Library", "Search"])
    #expect(tabs.tabBar.items?.first?.selectedImage?.isSymbolImage == true)
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    #expect(navigation.topViewController?.tabBarController === tabs)
    #expect(tabs.childForStatusBarStyle === navigation)
    let heart = try #require(favoriteImage())
    #expect(heart.isSymbolImage && heart.renderingMode == .alwaysOriginal)
    #expect(
      heart.symbolConfiguration
        == UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold))
  }

  @Test func batteryMonitoringAsADeviceInfoScreenAsksForIt() {
    UIDevice.current.isBatteryMonitoringEnabled = true
    defer { UIDevice.current.isBatteryMonitoringEnabled = false }
    let level = UIDevice.current.batteryLevel
    #expect(level == -1 || (0...1).contains(level))
    #expect(UIDevice.current.systemName == "Linux")
  }
}
