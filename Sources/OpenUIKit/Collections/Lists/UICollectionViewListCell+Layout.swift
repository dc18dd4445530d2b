import Foundation

/// A list cell's look and layout: its background by the list's appearance, its place in the
/// section (an inset group rounds its first and last rows), the separator (inset to the text,
/// none under a section's last row) and its accessories at the edges, mirrored right to left.
extension UICollectionViewListCell {
  /// The width kept for a chevron or a checkmark.
  static let symbolAccessoryWidth: CGFloat = 14
  /// The space between accessories and the content, and from the edges.
  static let accessoryPadding: CGFloat = 16

  final func setUpList() {
    listBackground.isUserInteractionEnabled = false
    insertSubview(listBackground, at: 0)
    separatorLayer.backgroundColor = .separator
    separatorLayer.isUserInteractionEnabled = false
    addSubview(separatorLayer)
    updateListLook()
  }

  final func updateListLook() {
    for entry in accessoryViews { (entry.view as? MultiselectView)?.isChecked = isSelected }
    let appearance = listAttributes?.appearance ?? .plain
    let sidebar = appearance == .sidebar || appearance == .sidebarPlain
    let supplementary = listAttributes?.showsAsHeader ?? false
    // The row's own configuration, else its list's, updated for its state as UIKit updates it.
    var configuration = storedBackgroundConfiguration ?? defaultBackgroundConfiguration()
    if storedBackgroundConfiguration == nil, automaticallyUpdatesBackgroundConfiguration {
      configuration = configuration.updated(for: makeConfigurationState())
    }
    if supplementary {
      // A header or footer: text on the list's background.
      listBackground.show(configuration)
      separatorLayer.isHidden = true
      setNeedsLayout()
      return
    }
    let inset = appearance == .insetGrouped
    let first = listAttributes?.isFirstInSection ?? false
    let last = listAttributes?.isLastInSection ?? false
    var corners: CACornerMask = []
    if inset && first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if inset && last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    let rounding: (radius: CGFloat, corners: CACornerMask) =
      sidebar
      ? (
        8, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
      )
      : (corners.isEmpty ? 0 : 10, corners)
    listBackground.show(configuration, listRounding: rounding)
    separatorLayer.isHidden = !(listAttributes?.showsSeparator ?? true) || last
    setNeedsLayout()
  }

  final func rebuildAccessories() {
    for entry in accessoryViews { entry.view.removeFromSuperview() }
    accessoryViews = accessories.map { accessory in
      let view: UIView
      switch accessory.kind {
      case .disclosureIndicator(let options):
        let chevron = AccessoryView(type: .disclosureIndicator)
        chevron.isHidden = options.isHidden
        if let tint = options.tintColor { chevron.tintColor = tint }
        view = chevron
      case .checkmark(let options):
        let check = AccessoryView(type: .checkmark)
        check.isHidden = options.isHidden
        if let tint = options.tintColor { check.tintColor = tint }
        view = check
      case .label(let text, let options):
        let label = UILabel()
        label.text = text
        label.font = options.font ?? .preferredFont(forTextStyle: .body)
        label.textColor = options.tintColor ?? .secondaryLabel
        label.isHidden = options.isHidden
        view = label
      case .customView(let configuration):
        view = configuration.customView
      case .outlineDisclosure(let options, _):
        let chevron = OutlineChevronView()
        chevron.isHidden = options.isHidden
        if let tint = options.tintColor { chevron.tintColor = tint }
        view = chevron
      case .delete(let options, _):
        view = CircleControlView(
          plus: false, isHidden: options.isHidden,
          circleColor: options.backgroundColor ?? .systemRed,
          signColor: options.tintColor ?? .white)
      case .insert(let options, _):
        view = CircleControlView(
          plus: true, isHidden: options.isHidden,
          circleColor: options.backgroundColor ?? .systemGreen,
          signColor: options.tintColor ?? .white)
      case .multiselect(let options):
        let circle = MultiselectView(options: options)
        circle.isChecked = isSelected
        view = circle
      case .reorder(let options):
        view = ReorderGripView(options: options)
      }
      contentView.addSubview(view)
      return (accessory, view)
    }
    updateOutlineChevrons()
    setNeedsLayout()
  }

  /// Whether `accessory` goes before the content: a custom view placed there, a delete control,
  /// or a `.cell` outline disclosure.
  final func isLeading(_ accessory: UICellAccessory) -> Bool {
    if case .customView(let configuration) = accessory.kind {
      return configuration.placement == .leading
    }
    switch accessory.kind {
    case .delete, .insert, .multiselect: return true
    default: break
    }
    if let outline = accessory.outlineDisclosure {
      return resolvedStyle(outline.options.style) == .cell
    }
    return false
  }

  final func layOutList() {
    let bounds = self.bounds
    listBackground.place(in: self)
    // Leading accessories from the leading edge, trailing ones from the trailing edge; the
    // content view's configured content keeps the space between.
    let indentation = CGFloat(max(indentationLevel, 0)) * max(indentationWidth, 0)
    var leading = Self.accessoryPadding + (indentsAccessories ? indentation : 0)
    var trailing = bounds.width - Self.accessoryPadding
    var placed: [UIView] = []
    // Accessories are listed leading to trailing: trailing ones are placed from the edge, last
    // first.
    let editing = isListEditing
    // Accessories for the other editing state leave the row until it changes.
    for entry in accessoryViews {
      if !entry.accessory.shows(editing: editing) {
        entry.view.removeFromSuperview()
      } else if entry.view.superview !== contentView {
        contentView.addSubview(entry.view)
      }
    }
    let shown = accessoryViews.filter { $0.accessory.shows(editing: editing) }
    for entry in shown.filter({ isLeading($0.accessory) })
      + shown.filter({ !isLeading($0.accessory) }).reversed()
    {
      var size = entry.view.sizeThatFits(CGSize(width: bounds.width / 2, height: bounds.height))
      if entry.view is AccessoryView { size.width = max(size.width, 8) }
      let y = ((bounds.height - size.height) / 2).rounded()
      if isLeading(entry.accessory) {
        entry.view.frame = CGRect(x: leading, y: y, width: size.width, height: size.height)
        leading += size.width + 8
      } else {
        trailing -= size.width
        entry.view.frame = CGRect(x: trailing, y: y, width: size.width, height: size.height)
        trailing -= 8
      }
      placed.append(entry.view)
    }
    if !indentsAccessories { leading += indentation }
    let contentStart = leading - Self.accessoryPadding
    let contentEnd = trailing + (placed.isEmpty ? Self.accessoryPadding : 8)
    configuredContentView?.frame = CGRect(
      x: contentStart, y: 0, width: max(contentEnd - contentStart, 0), height: bounds.height)
    mirrorForRightToLeft(placed + [configuredContentView].compactMap { $0 }, in: contentView.bounds)
    let separatorStart = Self.accessoryPadding + contentStart
    let line = 1 / max(traitCollection.displayScale, 1)
    separatorLayer.frame = CGRect(
      x: separatorStart, y: bounds.height - line, width: max(bounds.width - separatorStart, 0),
      height: line)
    mirrorForRightToLeft([separatorLayer], in: bounds)
    // Swiped: the row's look and content slide over its actions.
    let slide = CGAffineTransform(translationX: swipeOffset, y: 0)
    for view in [listBackground, contentView, separatorLayer] where view.transform != slide {
      view.transform = slide
    }
  }
}
