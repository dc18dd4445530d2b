import OpenUIKit
import OpenUIKitTesting
import Testing

// Screens as iOS apps build them in code: a list controller with pull to refresh and a toolbar
// spelled with `target: nil, action: nil` spaces, a picker sheet and a birthday field with a
// wheels date picker behind `#available`, a split view that shows its list first on a phone, a
// half-height sheet, an onboarding page controller, a blurred header, a color well and an animated
// loading image. No isolation annotations; selectors become the unbound methods (Porting.md).

// MARK: - Library code

class InboxViewController: UITableViewController {
  var reloads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    refreshControl = UIRefreshControl()
    refreshControl?.addTarget(self, action: InboxViewController.reload, for: .valueChanged)
    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let compose = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: InboxViewController.compose)
    toolbarItems = [space, compose]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.isToolbarHidden = false
  }

  func reload() {
    reloads += 1
    refreshControl?.endRefreshing()
  }

  func compose() {}
}

class SizePickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
  let sizes = ["Small", "Medium", "Large"]
  let picker = UIPickerView()
  var onPick: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.dataSource = self
    picker.delegate = self
    picker.frame = view.bounds
    view.addSubview(picker)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    sizes.count
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    sizes[row]
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    onPick?(sizes[row])
  }
}

func makeBirthdayPicker() -> UIDatePicker {
  let picker = UIDatePicker()
  picker.datePickerMode = .date
  if #available(iOS 13.4, *) {
    picker.preferredDatePickerStyle = .wheels
  }
  picker.maximumDate = Date()
  picker.minimumDate = Calendar.current.date(byAdding: .year, value: -120, to: Date())
  return picker
}

class PhoneFirstSplitDelegate: UISplitViewControllerDelegate {
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    .primary
  }
}

extension UIViewController {
  func presentHalfSheet(_ controller: UIViewController) {
    if #available(iOS 15.0, *) {
      if let sheet = controller.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
      }
    }
    present(controller, animated: true)
  }

  func addBlurredHeader(height: CGFloat) -> UIVisualEffectView {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    blur.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
    blur.autoresizingMask = [.flexibleWidth]
    view.addSubview(blur)
    return blur
  }
}

class OnboardingController: UIPageViewController, UIPageViewControllerDataSource {
  let pages: [UIViewController] = (0..<3).map { _ in UIViewController() }

  init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else {
      return nil
    }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

// MARK: - Tests

@MainActor @Suite(.serialized) struct ScreenVocabularySnippets {
  @Test func theInboxRefreshesByF5AndShowsItsToolbar() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let inbox = InboxViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: inbox)
    window.rootViewController = navigation
    _ = window.renderImage()
    #expect(!navigation.isToolbarHidden && navigation.toolbar.items?.count == 2)
    window.press(UIKey(keyCode: .keyboardF5, characters: "", modifierFlags: []))
    #expect(inbox.reloads == 1 && inbox.refreshControl?.isRefreshing == false)
  }

  @Test func thePickerSheetReportsTheChosenSize() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let root = UIViewController()
    window.rootViewController = root
    let sheet = SizePickerController()
    var picked: String?
    sheet.onPick = { picked = $0 }
    root.presentHalfSheet(sheet)
    _ = window.renderImage()
    #expect(sheet.sheetPresentationController?.detents.count == 2)
    let wheel = sheet.picker.subviews.first { $0.accessibilityTraits.contains(.adjustable) }
    wheel?.accessibilityIncrement()
    #expect(picked == "Medium")
    let birthday = makeBirthdayPicker()
    #expect(birthday.datePickerStyle == .wheels && birthday.date <= Date())
  }

  @Test func theSplitViewShowsItsListFirstWhenNarrow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let split = UISplitViewController(style: .doubleColumn)
    let delegate = PhoneFirstSplitDelegate()
    split.delegate = delegate
    let list = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    window.rootViewController = split
    _ = window.renderImage()
    #expect(split.isCollapsed && list.view.window === window)
  }

  @Test func onboardingBlurAColorWellAndALoadingImage() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let onboarding = OnboardingController()
    window.rootViewController = onboarding
    _ = window.renderImage()
    #expect(onboarding.viewControllers?.first === onboarding.pages[0])
    let header = onboarding.addBlurredHeader(height: 60)
    #expect(header.contentView.superview === header)
    let well = UIColorWell()
    well.selectedColor = .systemRed
    #expect(well.accessibilityValue != nil)
    let frames = [UIImage(), UIImage()]
    let loading = UIImage.animatedImage(with: frames, duration: 0.5)
    #expect(loading?.images?.count == 2)
  }
}
