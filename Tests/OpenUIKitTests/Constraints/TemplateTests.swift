import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Templates: cells built alike start their solve from the first one's (Docs/Layout.md,
/// "Templates"), and come out exactly as if each were solved on its own.
@MainActor @Suite(.serialized) struct TemplateTests {
  /// A post in a feed, as self-sizing cells are written: an avatar, a name and a date on one
  /// line, a wrapping message, a reply button.
  final class PostCell: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let date = UILabel()
    let message = UILabel()
    let reply = UIButton(type: .system)

    init(name: String, message: String, ambiguous: Bool = false) {
      super.init(frame: .zero)
      self.name.text = name
      self.name.font = .preferredFont(forTextStyle: .headline)
      date.text = "2 h"
      date.font = .preferredFont(forTextStyle: .footnote)
      if !ambiguous { date.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
      self.message.text = message
      self.message.numberOfLines = 0
      reply.setTitle("Reply", for: .normal)
      for view in [avatar, self.name, date, self.message, reply] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      NSLayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        avatar.widthAnchor.constraint(equalToConstant: 44),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        self.name.leadingAnchor.constraint(
          equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
        self.name.topAnchor.constraint(equalTo: avatar.topAnchor),
        ambiguous
          ? date.leadingAnchor.constraint(equalTo: self.name.trailingAnchor, constant: 8)
          : date.leadingAnchor.constraint(
            greaterThanOrEqualTo: self.name.trailingAnchor, constant: 8),
        date.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        date.firstBaselineAnchor.constraint(equalTo: self.name.firstBaselineAnchor),
        self.message.leadingAnchor.constraint(equalTo: self.name.leadingAnchor),
        self.message.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        self.message.topAnchor.constraint(equalTo: self.name.bottomAnchor, constant: 4),
        reply.leadingAnchor.constraint(equalTo: self.name.leadingAnchor),
        reply.topAnchor.constraint(equalTo: self.message.bottomAnchor, constant: 4),
        reply.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        avatar.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  static let posts = [
    ("Ada", "Short."),
    ("Grace Hopper", "A message long enough to wrap onto a second line at this width, or a third."),
    ("Linus", "Two lines, perhaps, when the cell is narrow enough to need them."),
    ("Barbara Liskov", "Substitutability."),
  ]

  /// Every frame of a feed of posts, measured and laid out as a table lays out its cells.
  static func layOutFeed(width: CGFloat, ambiguous: Bool = false) -> [CGRect] {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
    let cells = (0..<12).map { index in
      let (name, message) = posts[index % posts.count]
      return PostCell(name: name, message: message, ambiguous: ambiguous)
    }
    var y: CGFloat = 0
    for cell in cells {
      feed.addSubview(cell)
      let height = cell.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
      cell.frame = CGRect(x: 0, y: y, width: width, height: height)
      y += height
    }
    feed.layoutIfNeeded()
    return cells.flatMap { cell in
      [cell.frame] + [cell.avatar, cell.name, cell.date, cell.message, cell.reply].map(\.frame)
    }
  }

  /// With templates and without, every frame is the same to the bit, and all cells but the
  /// first of each shape start from a template.
  @Test(arguments: [320.0, 414.0])
  func cellsBuiltAlikeShareASolveAndGetTheirOwnFrames(width: CGFloat) {
    UIView.autoLayoutUsesTemplatesForTests = false
    let alone = Self.layOutFeed(width: width)
    UIView.autoLayoutUsesTemplatesForTests = true
    let reuses = UIView.autoLayoutTemplateReusesForTests
    let shared = Self.layOutFeed(width: width)
    #expect(UIView.autoLayoutTemplateReusesForTests - reuses >= 11)
    #expect(shared == alone)
    // The layout is the one the constraints describe: the date at the trailing margin, the
    // message below the name, wrapping in the width left of the avatar.
    let first = Array(shared[0..<6])
    #expect(first[3].maxX == width - 8)
    #expect(first[4].minY >= first[2].maxY + 4)
    #expect(first[4].minX == 60)  // the margin, the avatar, system spacing
  }

  /// An ambiguous layout (name and date fill the line and tie at 250) is never shared: each cell is solved on its
  /// own, as without templates.
  @Test func anAmbiguousCellIsSolvedOnItsOwn() {
    UIView.autoLayoutUsesTemplatesForTests = false
    let alone = Self.layOutFeed(width: 375, ambiguous: true)
    UIView.autoLayoutUsesTemplatesForTests = true
    let reuses = UIView.autoLayoutTemplateReusesForTests
    let shared = Self.layOutFeed(width: 375, ambiguous: true)
    #expect(UIView.autoLayoutTemplateReusesForTests == reuses)
    #expect(shared == alone)
  }
}
