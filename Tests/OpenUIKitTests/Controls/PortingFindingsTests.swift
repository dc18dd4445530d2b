import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The app-layer findings of porting real iOS code (issue 25), each written as iOS code writes it.
@MainActor @Suite struct PortingFindingsTests {
  @Test func aSwitchHasItsOwnSizeWhateverTheFrameItIsGiven() {
    #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    let placed = UISwitch(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
    #expect(placed.frame == CGRect(x: 20, y: 40, width: 51, height: 31))
    placed.frame = CGRect(x: 5, y: 6, width: 200, height: 10)
    #expect(placed.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    // An iOS switch placed by its origin can be tapped.
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    window.addSubview(placed)
    #expect(window.hitTest(CGPoint(x: 30, y: 20), with: nil) === placed)
  }

  @Test func everyControlTakesAPrimaryActionAtInit() {
    var fired: [String] = []
    let stepper = UIStepper(frame: .zero, primaryAction: UIAction { _ in fired.append("stepper") })
    let segments = UISegmentedControl(
      frame: .zero, primaryAction: UIAction { _ in fired.append("segments") })
    let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in fired.append("switch") })
    for control in [stepper, segments, toggle] as [UIControl] {
      control.sendActions(for: .primaryActionTriggered)
    }
    #expect(fired == ["stepper", "segments", "switch"])
  }

  @Test func aChildAnswersWhatItsAncestorPresents() {
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    window.rootViewController = navigation
    CATransaction.flush()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen
    child.present(sheet, animated: false)
    CATransaction.flush()
    #expect(navigation.presentedViewController === sheet)
    #expect(child.presentedViewController === sheet)  // "or one of its ancestors"
    #expect(sheet.presentingViewController === navigation)
    sheet.dismiss(animated: false)
    CATransaction.flush()
    #expect(child.presentedViewController == nil)
  }

  @Test func theDeprecatedIndicatorStylesKeepTheirSizesAndColors() {
    let large = UIActivityIndicatorView(style: .whiteLarge)
    #expect(large.frame.size == CGSize(width: 37, height: 37))
    #expect(large.color == .white)
    let gray = UIActivityIndicatorView(style: .gray)
    #expect(gray.frame.size == CGSize(width: 20, height: 20))
    #expect(gray.color == .gray)
    gray.color = .red
    #expect(gray.color == .red)
    gray.color = nil  // `UIColor!`: back to the style's
    #expect(gray.color == .gray)
    #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0)
  }

  @Test func inputTraitsAreKeptWithUIKitsDefaults() {
    let field = UITextField()
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.keyboardType == .default && field.returnKeyType == .default)
    #expect(field.textContentType == nil)
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.textContentType = .emailAddress
    field.isSecureTextEntry = true
    #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next)
    #expect(field.textContentType == .emailAddress && field.isSecureTextEntry)
    let traits: any UITextInputTraits = field
    #expect(traits.autocorrectionType == .no)
  }

  @Test func segmentTitlesTakeTheirAttributesByState() throws {
    let control = UISegmentedControl(items: ["One", "Two"])
    let before = control.intrinsicContentSize.width
    let big = UIFont.systemFont(ofSize: 24)
    control.setTitleTextAttributes([.font: big, .foregroundColor: UIColor.red], for: .normal)
    control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    #expect(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == big)
    #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
    #expect(control.titleTextAttributes(for: .highlighted) == nil)
    #expect(control.intrinsicContentSize.width > before)  // measured with the larger font
    control.setTitleTextAttributes(nil, for: .normal)
    control.setTitleTextAttributes(nil, for: .selected)
    #expect(control.intrinsicContentSize.width == before)
  }

  /// A table that names its headers and footers.
  final class Sections: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      "Header \(section)"
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      "Footer \(section)"
    }
  }

  @Test func headerAndFooterRectsAndTheTopPadding() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    let source = Sections()
    table.dataSource = source
    table.rowHeight = 44
    table.reloadData()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 28 + 132, width: 320, height: 28))
    #expect(table.rect(forSection: 1).minY == 188)
    #expect(table.rectForHeader(inSection: 5) == .null)
    // iOS 15's padding above headers, set as apps set it.
    table.sectionHeaderTopPadding = 10
    #expect(table.rectForHeader(inSection: 0).minY == 10)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
    #expect(table.rect(forSection: 1).minY == 198)
    #expect(table.rectForHeader(inSection: 1).minY == 208)
  }

  @Test func aTextLayerTakesACGFontAsItsFont() throws {
    let bold = try #require(CGFont("DejaVuSans-Bold" as CFString))
    #expect(bold.postScriptName == "DejaVuSans-Bold")
    #expect(bold.fullName == "DejaVu Sans Bold")
    #expect(CGFont("No Such Font" as CFString) == nil)
    func render(_ font: Any) throws -> [UInt8] {
      let text = CATextLayer()
      text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
      text.string = "Bold"
      text.fontSize = 20
      text.foregroundColor = CGColor(gray: 0, alpha: 1)
      text.font = font
      let window = makeWindow(size: CGSize(width: 120, height: 40))
      window.layer.addSublayer(text)
      CATransaction.flush()
      return try rgbaPixels(of: try #require(window.renderImage()))
    }
    #expect(try render(bold) == render("DejaVuSans-Bold"))
    #expect(try render(bold) != render("DejaVuSans"))
  }

  @Test func exclusiveTouchIsKeptAsSet() {
    let button = UIButton(type: .system)
    #expect(!button.isExclusiveTouch)
    button.isExclusiveTouch = true
    #expect(button.isExclusiveTouch)
  }
}
