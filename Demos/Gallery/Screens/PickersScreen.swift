import Foundation
import OpenUIKit

/// Pickers, bars, blur and sheets: the rest of an app's vocabulary, used with a mouse and keyboard.
///
/// A compact date picker (its popover calendar and wheels), an order's wheels, an inline
/// calendar, a color well, a material blurring the tiles under it, a toolbar, "Filters…" (a sheet
/// with medium and large detents: drag its grabber, scroll to expand) and "Tour…" (pages to
/// swipe, arrow keys, dots). Pull the page down on a touchpad, or press F5 or Ctrl+R, to refresh.
final class PickersScreen: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
  static let sizes = ["S", "M", "L", "XL"]
  static let colours = ["Teal", "Indigo", "Orange", "Pink", "Graphite"]
  /// 15 March 2026, 14:30 UTC: the pickers' sample date.
  static let sampleDate = Date(timeIntervalSince1970: 1_773_585_000)

  let scrollView = UIScrollView()
  let compactDate = UIDatePicker()
  let calendar = UIDatePicker()
  let order = UIPickerView()
  let well = UIColorWell()
  let wellLabel = UILabel()
  let tiles = UIView()
  let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
  let nowPlaying = UILabel()
  let filtersButton = UIButton(configuration: .gray())
  let tourButton = UIButton(configuration: .gray())
  let status = UILabel()
  private var refreshes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pickers & bars"
    view.backgroundColor = .systemBackground
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    for picker in [compactDate, calendar] {
      picker.locale = Locale(identifier: "en_US")
      picker.timeZone = TimeZone(secondsFromGMT: 0)
      picker.date = Self.sampleDate
      picker.addAction(
        UIAction { [weak self, weak picker] _ in
          guard let self, let picker else { return }
          self.calendar.date = picker.date
          self.compactDate.date = picker.date
          self.say("Date chosen")
        }, for: .valueChanged)
    }
    compactDate.preferredDatePickerStyle = .compact
    calendar.datePickerMode = .date
    calendar.preferredDatePickerStyle = .inline
    order.dataSource = self
    order.delegate = self
    order.selectRow(1, inComponent: 0, animated: false)
    well.title = "Tint"
    well.selectedColor = .systemTeal
    well.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.view.tintColor = self.well.selectedColor
        self.say("Tint chosen")
      }, for: .valueChanged)
    wellLabel.text = "Tint"
    buildTiles()
    for (button, title) in [(filtersButton, "Filters…"), (tourButton, "Tour…")] {
      button.configuration?.title = title
    }
    filtersButton.addAction(
      UIAction { [weak self] _ in self?.showFilters() }, for: .primaryActionTriggered)
    tourButton.addAction(
      UIAction { [weak self] _ in self?.showTour() }, for: .primaryActionTriggered)
    status.font = .systemFont(ofSize: 13)
    status.textColor = .secondaryLabel
    status.text = "Pull down, or press F5, to refresh"
    for part in [
      compactDate, well, wellLabel, order, calendar, tiles, filtersButton, tourButton, status,
    ] as [UIView] {
      scrollView.addSubview(part)
    }
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak self, weak refresh] _ in
        guard let self else { return }
        self.refreshes += 1
        self.say("Refreshed \(self.refreshes) time\(self.refreshes == 1 ? "" : "s")")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { refresh?.endRefreshing() }
      }, for: .valueChanged)
    scrollView.refreshControl = refresh
    toolbarItems = [
      UIBarButtonItem(
        systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.say("Deleted") }),
      .flexibleSpace(),
      UIBarButtonItem(
        systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.say("Shared") }),
      .fixedSpace(16),
      UIBarButtonItem(
        systemItem: .refresh,
        primaryAction: UIAction { [weak self] _ in
          self?.scrollView.refreshControl?.beginRefreshing()
        }),
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setToolbarHidden(true, animated: animated)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let compact = compactDate.intrinsicContentSize
    compactDate.frame = CGRect(x: 20, y: 16, width: compact.width, height: compact.height)
    wellLabel.frame = CGRect(x: 360, y: 16, width: 40, height: 34)
    well.frame = CGRect(x: 404, y: 19, width: 28, height: 28)
    order.frame = CGRect(x: 20, y: 66, width: 320, height: 216)
    calendar.frame = CGRect(x: 360, y: 66, width: 320, height: 308)
    tiles.frame = CGRect(x: 700, y: 66, width: 300, height: 216)
    material.frame = CGRect(x: 0, y: 136, width: 300, height: 80)
    nowPlaying.frame = CGRect(x: 16, y: 0, width: 268, height: 80)
    filtersButton.frame = CGRect(x: 20, y: 300, width: 120, height: 36)
    tourButton.frame = CGRect(x: 152, y: 300, width: 120, height: 36)
    status.frame = CGRect(x: 20, y: 348, width: 320, height: 20)
    // Right to left, the columns run from the right edge.
    if view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      for part in [
        compactDate, wellLabel, well, order, calendar, tiles, filtersButton, tourButton, status,
      ] as [UIView] {
        part.frame.origin.x = view.bounds.width - part.frame.maxX
      }
    }
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 400)
  }

  private func buildTiles() {
    tiles.layer.cornerRadius = 12
    tiles.clipsToBounds = true
    let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
    for (index, colour) in colours.enumerated() {
      let tile = UIView(frame: CGRect(x: CGFloat(index) * 60, y: 0, width: 60, height: 216))
      tile.backgroundColor = colour
      tiles.addSubview(tile)
    }
    nowPlaying.text = "Now playing · blurred"
    nowPlaying.font = .systemFont(ofSize: 15, weight: .semibold)
    material.contentView.addSubview(nowPlaying)
    tiles.addSubview(material)
  }

  private func say(_ text: String) {
    status.text = text
    UIAccessibility.post(notification: .announcement, argument: text)
  }

  // MARK: The order's wheels

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    [Self.sizes.count, Self.colours.count, 99][component]
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    switch component {
    case 0: Self.sizes[row]
    case 1: Self.colours[row]
    default: "\(row + 1)"
    }
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    let size = Self.sizes[pickerView.selectedRow(inComponent: 0)]
    let colour = Self.colours[pickerView.selectedRow(inComponent: 1)]
    say("Order: \(size) · \(colour) · \(pickerView.selectedRow(inComponent: 2) + 1)")
  }

  // MARK: Sheets

  private func showFilters() {
    let filters = FiltersController()
    if let sheet = filters.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    present(filters, animated: true)
  }

  private func showTour() {
    let tour = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 12])
    let pages = TourPages()
    tour.dataSource = pages
    tour.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    tour.preferredContentSize = CGSize(width: 480, height: 320)
    tour.modalPresentationStyle = .formSheet
    tourPages = pages
    present(tour, animated: true)
  }

  /// The tour's data source, kept while it shows (the page controller holds it weakly).
  private var tourPages: TourPages?
}

/// A sheet of filters with a grabber.
final class FiltersController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let heading = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 24))
    heading.text = "Filters"
    heading.font = .systemFont(ofSize: 17, weight: .semibold)
    view.addSubview(heading)
    for (index, name) in ["In stock", "On sale", "Free delivery"].enumerated() {
      let label = UILabel(frame: CGRect(x: 20, y: 64 + CGFloat(index) * 44, width: 200, height: 31))
      label.text = name
      let toggle = UISwitch(
        frame: CGRect(x: 240, y: 64 + CGFloat(index) * 44, width: 51, height: 31))
      toggle.accessibilityLabel = name
      view.addSubview(label)
      view.addSubview(toggle)
    }
  }
}

/// Three pages of a tour, with dots.
final class TourPages: UIPageViewControllerDataSource {
  let pages: [UIViewController] = [
    ("Welcome", UIColor.systemTeal), ("Pick", .systemIndigo), ("Done", .systemOrange),
  ].map { title, colour in
    let page = UIViewController()
    page.title = title
    page.view.backgroundColor = colour
    let label = UILabel(frame: CGRect(x: 24, y: 24, width: 300, height: 40))
    label.text = title
    label.font = .systemFont(ofSize: 28, weight: .bold)
    label.textColor = .white
    page.view.addSubview(label)
    return page
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap { page in
      pages.firstIndex { $0 === page }
    } ?? 0
  }
}
