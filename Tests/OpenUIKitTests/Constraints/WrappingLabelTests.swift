import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Wrapping labels under Auto Layout (Docs/Layout.md, "Wrapping labels").
///
/// Measured once, at the width the constraints give them, when required equalities fix that
/// width; otherwise measured unbounded first, as UIKit's intrinsic size of a label with no width
/// says. The frames are the same either way.
@MainActor @Suite(.serialized) struct WrappingLabelTests {
  /// A subclass changes nothing, but the engine asks its `intrinsicContentSize` as it asks any
  /// view's (a subclass may answer it its own way): the path every label took before.
  final class MessageLabel: UILabel {}

  /// How the message's width is constrained.
  enum Width {
    /// Leading and trailing at the margins: fixed by required equalities.
    case pinned
    /// Trailing at most the margin, and at least 100 points wide: the text decides.
    case content
  }

  /// A note, as self-sizing cells are written: a title over a wrapping message, on the margins.
  final class NoteCell: UIView {
    let title = UILabel()
    let message: UILabel

    init(_ text: String, subclass: Bool, width: Width = .pinned, requiredCompression: Bool = false)
    {
      message = subclass ? MessageLabel() : UILabel()
      super.init(frame: .zero)
      title.text = "Note"
      message.text = text
      message.numberOfLines = 0
      if requiredCompression {
        message.setContentCompressionResistancePriority(.required, for: .horizontal)
      }
      for view in [title, message] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      let margins = layoutMarginsGuide
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        message.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        message.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        message.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
      switch width {
      case .pinned:
        message.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
      case .content:
        message.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor).isActive =
          true
        message.widthAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
      }
    }
    required init?(coder: NSCoder) { nil }

    /// The height a table gives it at `width`, then its frames laid out at that size.
    func measureAndLayOut(width: CGFloat) -> [CGRect] {
      let height = systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
      frame = CGRect(x: 0, y: 0, width: width, height: height)
      layoutIfNeeded()
      return [frame, title.frame, message.frame]
    }
  }

  nonisolated static let long =
    "A message long enough to wrap onto a second line at this width, and on to a third one."
  nonisolated static let short = "Short."

  /// Frames of the cell laid out, and how many times its texts were laid out to be measured.
  static func layOut(
    _ text: String, subclass: Bool, width: Width = .pinned, requiredCompression: Bool = false
  ) -> (frames: [CGRect], measurements: Int) {
    let cell = NoteCell(
      text, subclass: subclass, width: width, requiredCompression: requiredCompression)
    let before = UILabel.textMeasurementsForTests
    let frames = cell.measureAndLayOut(width: 320)
    return (frames, UILabel.textMeasurementsForTests - before)
  }

  /// A view `width` points wide (480 tall) holding a label that wraps (a ``MessageLabel`` when
  /// `subclass`), placed by constraints the caller adds.
  static func wrappingLabel(_ text: String, subclass: Bool, width: CGFloat) -> (
    root: UIView, label: UILabel
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 480))
    let label = subclass ? MessageLabel() : UILabel()
    label.text = text
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    return (root, label)
  }

  @Test(arguments: [long, short])
  func aLabelBetweenTwoRequiredEdgesIsMeasuredOnceAtItsWidth(text: String) {
    let plain = Self.layOut(text, subclass: false)
    let asked = Self.layOut(text, subclass: true)
    #expect(plain.frames == asked.frames)
    // The message at the margins' width (320 less two 8-point margins), wrapped there.
    #expect(plain.frames[2].width == 304)
    if text == Self.long {
      #expect(plain.frames[2].height > plain.frames[1].height * 2)
      // Asked unbounded first, the long message is shaped twice; here once.
      #expect(plain.measurements == asked.measurements - 1)
    } else {
      // A short message fits as it was measured unbounded: once either way.
      #expect(plain.measurements == asked.measurements)
    }
  }

  /// When its text decides its width, a label is measured unbounded first, as before: measured
  /// at the width a stand-in size left, the message would wrap at 100 points.
  @Test(arguments: [long, short])
  func aLabelWhoseTextDecidesItsWidthIsMeasuredUnbounded(text: String) {
    let plain = Self.layOut(text, subclass: false, width: .content)
    let asked = Self.layOut(text, subclass: true, width: .content)
    #expect(plain.frames == asked.frames)
    #expect(plain.measurements == asked.measurements)
    if text == Self.long {
      #expect(plain.frames[2].width > 250)
    } else {
      #expect(plain.frames[2].width == 100)
      #expect(plain.frames[2].height == plain.frames[1].height)
    }
  }

  /// Templates change nothing: the frames are those of cells each solved on its own, for both
  /// kinds of width (the stand-in constants are moved after the solve a template starts).
  @Test(arguments: [Width.pinned, .content])
  func templatesGiveTheSameFrames(width: Width) {
    func feed() -> [CGRect] {
      (0..<4).flatMap { index in
        Self.layOut(index.isMultiple(of: 2) ? Self.long : Self.short, subclass: false, width: width)
          .frames
      }
    }
    UIView.autoLayoutUsesTemplatesForTests = false
    let alone = feed()
    UIView.autoLayoutUsesTemplatesForTests = true
    let shared = feed()
    #expect(shared == alone)
  }

  /// Two lines at most: the label is measured once too, and cut where two lines end.
  @Test func aTwoLineLabelIsMeasuredOnce() {
    let plain = NoteCell(Self.long, subclass: false)
    let asked = NoteCell(Self.long, subclass: true)
    plain.message.numberOfLines = 2
    asked.message.numberOfLines = 2
    var before = UILabel.textMeasurementsForTests
    let plainFrames = plain.measureAndLayOut(width: 320)
    let plainCount = UILabel.textMeasurementsForTests - before
    before = UILabel.textMeasurementsForTests
    let askedFrames = asked.measureAndLayOut(width: 320)
    #expect(plainFrames == askedFrames)
    #expect(plainCount == UILabel.textMeasurementsForTests - before - 1)
    #expect(plainFrames[2].height < plainFrames[1].height * 3)
  }

  /// Laid out, a label measured at a solved width that is not a whole number of pixels is
  /// measured again at its frame's width (rounded): a text that fits the solved width may not
  /// fit the frame's, and would be cut.
  @Test func aFractionalWidthIsMeasuredAgainAtTheFramesWidth() throws {
    func rawWidth(_ text: String) -> CGFloat {
      let probe = UILabel()
      probe.text = text
      probe.numberOfLines = 0
      return probe.textRect(
        forBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity),
        limitedToNumberOfLines: 0
      ).width
    }
    // A one-line text R wide, and a label R + 0.3 wide placed at an x where its frame, rounded to
    // pixels, is narrower than R: the text fits the solved width and not the frame's.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scale = max(root.traitCollection.displayScale, 1)
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    var found: (text: String, x: CGFloat, width: CGFloat, frameWidth: CGFloat)?
    for text in ["Measured again at its frame", "Measured again, at its frame", "A text to fit"] {
      let raw = rawWidth(text)
      let width = raw + 0.3
      for step in 0..<20 {
        let x = CGFloat(step) / 20
        let frameWidth = round(x + width) - round(x)
        if frameWidth < raw {
          found = (text, x, width, frameWidth)
          break
        }
      }
      if found != nil { break }
    }
    let setup = try #require(found)
    func layOut(subclass: Bool) -> CGRect {
      let (root, label) = Self.wrappingLabel(setup.text, subclass: subclass, width: 400)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: setup.x),
        label.widthAnchor.constraint(equalToConstant: setup.width),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      return label.frame
    }
    let plain = layOut(subclass: false)
    #expect(plain == layOut(subclass: true))
    #expect(plain.width == setup.frameWidth)
    // Wrapped at the frame's width: two lines, not the one the solved width holds.
    let oneLine = UILabel()
    oneLine.text = setup.text
    #expect(plain.height > oneLine.sizeThatFits(.zero).height)
  }

  /// A required content priority makes its size constraint required: no stand-in is held for
  /// it, and the label is asked as before.
  @Test func aRequiredPriorityIsMeasuredAsBefore() {
    let plain = Self.layOut(Self.long, subclass: false, requiredCompression: true)
    let asked = Self.layOut(Self.long, subclass: true, requiredCompression: true)
    #expect(plain.frames == asked.frames)
    #expect(plain.measurements == asked.measurements)
  }

  /// Laid out (not measured) in a view of fixed size, the label gets its wrapped height in one
  /// pass: no second pass at the width its first frame gave it.
  @Test func aLayoutPassMeasuresTheLabelOnceAtItsWidth() {
    func layOut(subclass: Bool) -> (frame: CGRect, measurements: Int) {
      let (root, label) = Self.wrappingLabel(Self.long, subclass: subclass, width: 320)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      ])
      let before = UILabel.textMeasurementsForTests
      root.layoutIfNeeded()
      return (label.frame, UILabel.textMeasurementsForTests - before)
    }
    let plain = layOut(subclass: false)
    let asked = layOut(subclass: true)
    #expect(plain.frame == asked.frame)
    #expect(plain.frame.width == 280)
    #expect(plain.frame.height > 40)
    #expect(plain.measurements == 1)
    #expect(asked.measurements == 2)
  }
}
