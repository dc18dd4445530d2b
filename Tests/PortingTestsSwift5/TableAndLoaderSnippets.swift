import OpenUIKit
import OpenUIKitTesting
import Testing

// A list screen's plumbing as Swift 5 code writes it: Reusable's protocol (2016–2024) with a
// default `reuseIdentifier` and generic `register(cellType:)` / `dequeueReusableCell(for:)` on
// `UITableView`; a cell subclass; a `UITableViewDataSource` and `UITableViewDelegate` implemented
// by a plain `NSObject` subclass; and an image loader that renders on its own queue and hands the
// result to the view with `DispatchQueue.main.async`, as image libraries' setters do. Isolation
// pattern: a nonisolated protocol with a default witness adopted by a main-actor cell; a
// data-source object that is main-actor only through its conformances (Swift 5 infers it); GCD
// hand-backs capturing only views, images and values.

// MARK: - Library code: cells and data sources

protocol Reusable: AnyObject {
  static var reuseIdentifier: String { get }
}

extension Reusable {
  static var reuseIdentifier: String {
    return String(describing: self)
  }
}

extension UITableView {
  final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {
    self.register(cellType.self, forCellReuseIdentifier: cellType.reuseIdentifier)
  }

  final func dequeueReusableCell<T: UITableViewCell>(
    for indexPath: IndexPath, cellType: T.Type = T.self
  ) -> T where T: Reusable {
    guard
      let cell = self.dequeueReusableCell(
        withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T
    else {
      fatalError("Failed to dequeue a cell with identifier \(cellType.reuseIdentifier)")
    }
    return cell
  }
}

final class ContactCell: UITableViewCell, Reusable {
  let badgeLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    badgeLabel.font = .boldSystemFont(ofSize: 12)
    contentView.addSubview(badgeLabel)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    badgeLabel.text = nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    badgeLabel.sizeToFit()
    badgeLabel.frame.origin = CGPoint(
      x: contentView.bounds.width - badgeLabel.frame.width - 16,
      y: (contentView.bounds.height - badgeLabel.frame.height) / 2)
  }
}

struct Contact {
  let name: String
  let unread: Int
}

class ContactsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var contacts: [Contact]
  private(set) var selectedNames: [String] = []

  init(contacts: [Contact]) {
    self.contacts = contacts
    super.init()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(for: indexPath, cellType: ContactCell.self)
    let contact = contacts[indexPath.row]
    cell.textLabel?.text = contact.name
    cell.badgeLabel.text = contact.unread > 0 ? "\(contact.unread)" : nil
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 50
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedNames.append(contacts[indexPath.row].name)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

// MARK: - Library code: rendering off the main queue

/// Renders avatars on its own queue and hands them to an image view on the main queue.
class AvatarRenderer {
  static let shared = AvatarRenderer()
  let workQueue = DispatchQueue(label: "avatar-renderer")

  func renderAvatar(color: UIColor, diameter: CGFloat, into imageView: UIImageView) {
    workQueue.async {
      let image = AvatarRenderer.circleImage(color: color, diameter: diameter)
      DispatchQueue.main.async {
        imageView.image = image
        imageView.superview?.setNeedsLayout()
      }
    }
  }

  static func circleImage(color: UIColor, diameter: CGFloat) -> UIImage {
    let size = CGSize(width: diameter, height: diameter)
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    defer { UIGraphicsEndImageContext() }
    color.setFill()
    UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
    return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
  }
}

/// A header whose title may be set from any thread (a network callback).
class ProfileHeaderView: UIView {
  let avatarView = UIImageView()
  let titleLabel = UILabel()
  private(set) var layoutPasses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(avatarView)
    addSubview(titleLabel)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func setTitle(_ title: String) {
    DispatchQueue.main.async {
      self.titleLabel.text = title
      self.setNeedsLayout()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    let side = avatarView.image?.size.height ?? 0
    avatarView.frame = CGRect(x: 8, y: (bounds.height - side) / 2, width: side, height: side)
    titleLabel.sizeToFit()
    titleLabel.frame.origin = CGPoint(x: avatarView.frame.maxX + 8, y: 0)
  }
}

// MARK: - Tests

@MainActor @Suite struct TableAndLoaderSnippets {
  @Test func reusableNamesTheCellAfterItsClass() {
    #expect(ContactCell.reuseIdentifier == "ContactCell")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), style: .plain)
    table.register(cellType: ContactCell.self)
    let cell = table.dequeueReusableCell(
      for: IndexPath(row: 0, section: 0), cellType: ContactCell.self)
    #expect(cell.reuseIdentifier == "ContactCell" && cell.style == .default)
  }

  @Test func anNSObjectFeedsTheTable() throws {
    let window = UIWindow.headless(size: CGSize(width: 240, height: 200))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 200), style: .plain)
    let source = ContactsDataSource(contacts: [
      Contact(name: "Ada", unread: 2), Contact(name: "Grace", unread: 0),
      Contact(name: "Katherine", unread: 12), Contact(name: "Margaret", unread: 1),
      Contact(name: "Radia", unread: 0),
    ])
    table.register(cellType: ContactCell.self)
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.layoutIfNeeded()

    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 100)
    #expect(table.visibleCells.count == 4)
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ContactCell)
    #expect(third.textLabel?.text == "Katherine" && third.badgeLabel.text == "12")
    #expect(third.accessoryType == .disclosureIndicator)
    third.layoutIfNeeded()
    #expect(isClose(third.badgeLabel.frame.maxX, third.contentView.bounds.width - 16))
    #expect(third.badgeLabel.frame.width > 0)
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
    #expect(second.badgeLabel.text == nil)

    window.tap(at: CGPoint(x: 100, y: 75))  // the second row
    #expect(source.selectedNames == ["Grace"])
    #expect(table.indexPathForSelectedRow == nil)  // deselected by the delegate
  }

  @Test func aBackgroundRenderIsHandedBackOnTheMainQueue() async throws {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 60))
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    window.addSubview(header)
    AvatarRenderer.shared.renderAvatar(color: .red, diameter: 40, into: header.avatarView)
    AvatarRenderer.shared.workQueue.sync {}  // rendered; the hand-back is queued on main
    #expect(header.avatarView.image == nil)
    await drainMainQueue()
    let avatar = try #require(header.avatarView.image)
    #expect(avatar.size == CGSize(width: 40, height: 40))
    header.layoutIfNeeded()
    #expect(header.avatarView.frame == CGRect(x: 8, y: 10, width: 40, height: 40))
  }

  @Test func aTitleSetFromAnyThreadLaysOutOnTheMainQueue() async {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    header.layoutIfNeeded()
    let passes = header.layoutPasses
    header.setTitle("Ada Lovelace")
    #expect(header.titleLabel.text == nil)
    await drainMainQueue()
    #expect(header.titleLabel.text == "Ada Lovelace")
    header.layoutIfNeeded()
    #expect(header.layoutPasses == passes + 1)
    #expect(header.titleLabel.frame.width == header.titleLabel.sizeThatFits(.zero).width)
    #expect(header.titleLabel.frame.minX == 16)
  }
}
