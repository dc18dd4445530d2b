import Foundation
import OpenUIKit
import Testing

/// Right-to-left layout: the semantic content attribute and the layout direction trait flip stack
/// views, table cells, navigation bars, text fields and `.natural` alignment, as UIKit does.
@MainActor @Suite struct RightToLeftTests {
  @Test func theEffectiveDirectionFollowsTheTraitUnlessTheAttributeForcesOne() {
    let window = makeWindow()
    let view = UIView()
    window.addSubview(view)
    CATransaction.flush()
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    view.semanticContentAttribute = .playback  // media controls stay left to right
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
  }

  @Test func aHorizontalStackRunsFromTheRight() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    let first = UIView()
    let second = UIView()
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    stack.layoutIfNeeded()
    #expect(first.frame.minX == 0)
    stack.semanticContentAttribute = .forceRightToLeft
    stack.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    #expect(second.frame.minX == 0)
  }

  @Test func aCellPutsItsAccessoryOnTheLeftAndItsTextOnTheRight() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.accessoryType = .disclosureIndicator
    cell.textLabel?.text = "Settings"
    cell.semanticContentAttribute = .forceRightToLeft
    cell.contentView.semanticContentAttribute = .forceRightToLeft
    cell.layoutIfNeeded()
    let label = cell.textLabel!
    #expect(cell.contentView.frame.maxX == 320)
    #expect(cell.contentView.frame.minX > 0)
    #expect(label.frame.maxX <= cell.contentView.bounds.maxX - 15)
  }

  @Test func aNavigationBarMirrorsItsItems() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = UIViewController()
    let pushed = UIViewController()
    pushed.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    navigation.pushViewController(pushed, animated: false)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    let bar = navigation.navigationBar
    let items = bar.subviews.filter {
      $0.frame.width > 0 && $0.frame.height > 0 && $0.frame.height < 44
    }
    // The back button is at the right edge, the Edit button at the left.
    #expect(items.contains { $0.frame.maxX >= 392 - 1 })
    #expect(items.contains { $0.frame.minX <= 16 + 1 })
  }

  @Test func naturalAlignmentIsRightInRightToLeftText() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 40))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "abc"
    label.backgroundColor = .white
    window.addSubview(label)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    #expect(try inkColumns(of: window) == .right)
  }

  @Test func aTextFieldAlignsNaturalTextRightAndKeepsExplicitLeft() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 40))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.text = "abc"
    field.backgroundColor = .white
    window.addSubview(field)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    #expect(field.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(try inkColumns(of: window) == .right)

    // `.left` names a side, not a direction: it stays left in right-to-left content.
    field.textAlignment = .left
    CATransaction.flush()
    #expect(try inkColumns(of: window) == .left)

    // Forcing left to right on the field itself wins over the window's trait.
    field.textAlignment = .natural
    field.semanticContentAttribute = .forceLeftToRight
    CATransaction.flush()
    #expect(try inkColumns(of: window) == .left)
  }

  /// Which half of the window holds dark ink (text on white).
  private enum InkSide { case left, right, both, none }

  private func inkColumns(of window: UIWindow) throws -> InkSide {
    let image = try #require(window.renderImage())
    let data = try #require(image.dataProvider?.data)
    let bytes = [UInt8](data)
    func inkAt(column x: Int) -> Bool {
      (0..<image.height).contains { y in bytes[y * image.bytesPerRow + x * 4] < 128 }
    }
    let half = image.width / 2
    switch ((0..<half).contains(where: inkAt), (half..<image.width).contains(where: inkAt)) {
    case (true, true): return .both
    case (true, false): return .left
    case (false, true): return .right
    case (false, false): return .none
    }
  }

  /// `directionalLayoutMargins`' leading is the right margin in right-to-left layout, and margins
  /// set that way swap sides when the direction changes; margins set as left and right stay.
  @Test func directionalMarginsFollowTheDirection() {
    final class MarginWatcher: UIView {
      var changes = 0
      var marginAssignments = 0
      override var layoutMargins: UIEdgeInsets {
        didSet { marginAssignments += 1 }
      }
      override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes += 1
      }
    }
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    let card = MarginWatcher(frame: window.bounds)
    window.addSubview(card)
    let title = UILabel()
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.leftAnchor.constraint(equalTo: card.layoutMarginsGuide.leftAnchor),
      title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
    ])
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 20, bottom: 4, trailing: 6)
    window.layoutIfNeeded()
    #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 6))
    #expect(title.frame.minX == 20)
    #expect(card.marginAssignments == 1, "directional margins go through layoutMargins")
    let changes = card.changes
    window.traitOverrides.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 20))
    #expect(
      card.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 6))
    #expect(card.changes == changes + 1, "layoutMarginsDidChange once")
    #expect(title.frame.minX == 6, "the margins guide moved with them")
    // Set as left and right, they stay put; the directional view of them reads them mirrored.
    card.layoutMargins = UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 2)
    #expect(
      card.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 30))
    window.traitOverrides.layoutDirection = .leftToRight
    window.layoutIfNeeded()
    #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 2))
    // A forced direction flips directional margins too.
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 12, bottom: 0, trailing: 0)
    card.semanticContentAttribute = .forceRightToLeft
    #expect(card.layoutMargins.right == 12 && card.layoutMargins.left == 0)
  }
}
