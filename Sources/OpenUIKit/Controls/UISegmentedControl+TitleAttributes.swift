import Foundation

extension UISegmentedControl {
  /// Sets the attributes of segment titles in `state` (`.font`, `.foregroundColor`, `.kern`,
  /// `.underlineStyle`, …); `nil` removes them.
  ///
  /// A state without attributes of its own uses `.normal`'s; the control's own look fills in the
  /// rest (13-point titles, semibold when selected, `label`, `tertiaryLabel` when disabled).
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributesByState[state.rawValue] = attributes
    attributedTitleWidths = [:]
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The title attributes set for `state`, if any.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  /// The attributes a title is drawn with: the look's, then `.normal`'s, then its state's.
  func titleAttributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [
      .font: selected ? Self.selectedTitleFont : Self.titleFont,
      .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
    ]
    let state: UIControl.State = !enabled ? .disabled : selected ? .selected : .normal
    for key in [UIControl.State.normal, state] {
      guard let set = titleAttributesByState[key.rawValue] else { continue }
      attributes.merge(set) { _, new in new }
    }
    return attributes
  }

  /// A segment's content width: measured once with the look's font, or once per title with the
  /// attributes set (the wider of its normal and selected titles).
  func measuredWidth(_ segment: Segment) -> CGFloat {
    guard !titleAttributesByState.isEmpty, let title = segment.title else {
      return segment.contentWidth
    }
    if let width = attributedTitleWidths[title] { return width }
    let widths = [false, true].map { selected in
      title.size(withAttributes: titleAttributes(selected: selected, enabled: true)).width
    }
    let width = ceil(widths.max() ?? 0)
    attributedTitleWidths[title] = width
    return width
  }
}
