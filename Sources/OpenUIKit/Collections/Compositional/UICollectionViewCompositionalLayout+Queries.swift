import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Laying the sections out, and answering for a rectangle or an element from them.
extension UICollectionViewCompositionalLayout {
  /// The collection view's visible size inside its content insets, for `bounds`.
  final func container(for bounds: CGRect) -> CGSize {
    collectionView?.visibleContentSize(for: bounds) ?? .zero
  }

  final func prepareSections() {
    sections = []
    globalBoundaries = []
    hasOrthogonalSections = false
    contentSize = .zero
    guard let collectionView else { return }
    let container = container(for: collectionView.bounds)
    // Another width reflows the cells' content: they measure again.
    if container != preparedContainer {
      measuredLengths = [:]
      measuredBoundaryLengths = [:]
    }
    preparedContainer = container
    let vertical = configuration.scrollDirection == .vertical
    let environment = CompositionalLayoutEnvironment(
      contentSize: container, contentInsets: .zero, traits: collectionView.traitCollection)
    self.environment = environment
    let spacing = configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0
    var problems = CompositionalGroupTemplate.Problems()
    var missing = false
    let global = globalItems(in: container, vertical: vertical)
    var position = global.before
    for index in 0..<collectionView.numberOfSections {
      let section: NSCollectionLayoutSection?
      switch source {
      case .section(let shared): section = shared
      case .provider(let provider): section = provider(index, environment)
      }
      if index > 0 { position += spacing }
      guard let section else {
        missing = true
        // An empty placeholder keeps the sections' indexes.
        let empty = NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: []))
        sections.append(
          CompositionalSection(
            empty, itemCount: 0, start: position, container: container, vertical: vertical,
            environment: environment, problems: &problems))
        continue
      }
      let laidOut = CompositionalSection(
        section, itemCount: collectionView.numberOfItems(inSection: index), start: position,
        container: container, vertical: vertical, environment: environment,
        reference: referenceInsets(section.contentInsetsReference, in: collectionView),
        measured: measuredLengths[index], measuredBoundaries: measuredBoundaryLengths[index],
        problems: &problems)
      sections.append(laidOut)
      position = laidOut.end
    }
    hasOrthogonalSections = sections.contains(where: \.scrollsAcross)
    position = placeGlobalBoundaries(global, sectionsEnd: position, container: container)
    contentSize =
      vertical
      ? CGSize(width: container.width, height: position)
      : CGSize(width: position, height: container.height)
    report(problems, missing: missing)
    // A list shows its background as the collection view's (UIKit draws it behind the rows).
    if let list = sections.lazy.compactMap(\.list).first {
      let color = list.resolvedBackgroundColor
      if collectionView.backgroundColor != color { collectionView.backgroundColor = color }
    }
  }

  private func report(_ problems: CompositionalGroupTemplate.Problems, missing: Bool) {
    if problems.tooDeep {
      Diagnostics.once(
        "compositional-too-deep",
        "UICollectionViewCompositionalLayout: groups nested more than "
          + "\(CompositionalGroupTemplate.maximumDepth) deep are laid out empty",
        module: "OpenUIKit")
    }
    if problems.tooMany {
      Diagnostics.once(
        "compositional-too-many",
        "UICollectionViewCompositionalLayout: a group holds at most "
          + "\(CompositionalGroupTemplate.maximumLeaves) items; the rest go to the next group",
        module: "OpenUIKit")
    }
    if problems.badCount {
      Diagnostics.once(
        "compositional-bad-count",
        "UICollectionViewCompositionalLayout: a group's count must be at least 1; 1 is used",
        module: "OpenUIKit")
    }
    if missing {
      Diagnostics.once(
        "compositional-nil-section",
        "UICollectionViewCompositionalLayout: the section provider returned nil; the section "
          + "shows nothing", module: "OpenUIKit")
    }
  }

  // MARK: Queries

  final func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return [] }
    let rect = rect.standardized
    let vertical = configuration.scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [UICollectionViewLayoutAttributes] = []
    for number in globalBoundaries.indices {
      let attributes = globalBoundaryAttributes(number: number)
      if attributes.frame.intersects(rect) { result.append(attributes) }
    }
    for (index, section) in sections.enumerated() where section.end > low && section.start < high {
      for decoration in section.decorations where decoration.frame.intersects(rect) {
        result.append(decorationAttributes(decoration, section: index))
      }
      let sectionStart = result.count
      for (number, _) in section.boundaries.enumerated() {
        let attributes = boundaryAttributes(section: index, number: number)
        if attributes.frame.intersects(rect) { result.append(attributes) }
      }
      let scrolled = orthogonalOffset(of: section, at: index)
      if let groups = section.groups(meeting: rect, scrolled: scrolled) {
        let first = groups.lowerBound * section.perGroup
        let last = min((groups.upperBound + 1) * section.perGroup, section.itemCount)
        for item in first..<max(first, last) {
          guard let place = section.place(of: item, scrolled: scrolled) else { continue }
          let indexPath = IndexPath(item: item, section: index)
          let frame = place.leaf.frame.offsetBy(dx: place.offset.x, dy: place.offset.y)
          if frame.intersects(rect) {
            result.append(
              cellAttributes(indexPath, frame: frame, leaf: place.leaf, in: section))
          }
          for badge in place.leaf.badges {
            let badgeFrame = badge.frame.offsetBy(dx: place.offset.x, dy: place.offset.y)
            guard badgeFrame.intersects(rect) else { continue }
            result.append(
              badgeAttributes(badge, frame: badgeFrame, at: indexPath, in: section))
          }
        }
      }
      if section.visibleItemsHandler != nil {
        invalidateVisibleItems(result[sectionStart...], of: section, scrolled: scrolled)
      }
    }
    return result
  }

  final func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard
      let place = section.place(
        of: indexPath.item, scrolled: orthogonalOffset(of: section, at: indexPath.section))
    else { return nil }
    return cellAttributes(
      indexPath, frame: place.leaf.frame.offsetBy(dx: place.offset.x, dy: place.offset.y),
      leaf: place.leaf, in: section)
  }

  final func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    if indexPath == IndexPath(item: 0, section: 0),
      let number = globalBoundaries.firstIndex(where: { $0.kind == kind })
    {
      return globalBoundaryAttributes(number: number)
    }
    let section = sections[indexPath.section]
    if indexPath.item == 0,
      let number = section.boundaries.firstIndex(where: { $0.kind == kind })
    {
      return boundaryAttributes(section: indexPath.section, number: number)
    }
    guard
      let place = section.place(
        of: indexPath.item, scrolled: orthogonalOffset(of: section, at: indexPath.section)),
      let badge = place.leaf.badges.first(where: { $0.kind == kind })
    else { return nil }
    return badgeAttributes(
      badge, frame: badge.frame.offsetBy(dx: place.offset.x, dy: place.offset.y), at: indexPath,
      in: section)
  }

  private func badgeAttributes(
    _ badge: CompositionalGroupTemplate.Badge, frame: CGRect, at indexPath: IndexPath,
    in section: CompositionalSection
  ) -> UICollectionViewLayoutAttributes {
    let attributes = makeAttributes(forSupplementaryViewOfKind: badge.kind, with: indexPath)
    attributes.frame = frame
    attributes.zIndex = badge.zIndex
    attributes.scrollsAcrossSection = section.scrollsAcross
    return attributes
  }

  final func decorationAttributes(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
      let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == kind })
    else { return nil }
    return decorationAttributes(decoration, section: indexPath.section)
  }

  private func decorationAttributes(_ decoration: CompositionalSection.Decoration, section: Int)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = makeAttributes(
      forDecorationViewOfKind: decoration.kind, with: IndexPath(item: 0, section: section))
    attributes.frame = decoration.frame
    attributes.zIndex = decoration.zIndex
    return attributes
  }

  private func cellAttributes(
    _ indexPath: IndexPath, frame: CGRect, leaf: CompositionalGroupTemplate.Leaf,
    in section: CompositionalSection
  ) -> UICollectionViewLayoutAttributes {
    let attributes: UICollectionViewLayoutAttributes
    if let list = section.list {
      // A list row: where it is in its section, for the list cell's look.
      let row = ListLayoutAttributes(forCellWith: indexPath)
      // With `.firstItemInSection` the first row is the header and the group starts after it.
      let headerRows = list.headerMode == .firstItemInSection ? 1 : 0
      row.appearance = list.appearance
      row.isHeaderItem = indexPath.item < headerRows
      row.showsSeparator = list.showsSeparators && !row.isHeaderItem
      row.isFirstInSection = indexPath.item == headerRows
      row.isLastInSection = indexPath.item == section.itemCount - 1
      attributes = row
    } else {
      attributes = makeAttributes(forCellWith: indexPath)
    }
    attributes.frame = frame
    attributes.zIndex = leaf.zIndex
    attributes.scrollsAcrossSection = section.scrollsAcross
    if section.sizesToFit(leaf) {
      if section.groupsGoDown {
        attributes.sizesHeightToFit = true
      } else {
        attributes.sizesWidthToFit = true
      }
    }
    return attributes
  }

  /// A boundary view's attributes; pinned, it stays at the visible edge while its section is in
  /// view, held within the section's content.
  private func boundaryAttributes(section index: Int, number: Int)
    -> UICollectionViewLayoutAttributes
  {
    let section = sections[index]
    let boundary = section.boundaries[number]
    var frame = boundary.frame
    if boundary.pinned, let visible = collectionView?.visibleSpan(vertical: section.vertical) {
      let vertical = section.vertical
      let moved = PinnedBoundary.start(
        natural: vertical ? frame.minY : frame.minX, length: vertical ? frame.height : frame.width,
        leads: boundary.leads, visible: visible, bodyStart: section.bodyStart,
        bodyEnd: section.bodyEnd)
      if vertical { frame.origin.y = moved } else { frame.origin.x = moved }
    }
    let indexPath = IndexPath(item: 0, section: index)
    let attributes: UICollectionViewLayoutAttributes
    if let list = section.list {
      // A list's header or footer: list cells shown there take the header look.
      let header = ListLayoutAttributes(forSupplementaryViewOfKind: boundary.kind, with: indexPath)
      header.appearance = list.appearance
      header.showsSeparator = false
      attributes = header
    } else {
      attributes = makeAttributes(forSupplementaryViewOfKind: boundary.kind, with: indexPath)
    }
    attributes.frame = frame
    attributes.zIndex = boundary.zIndex
    if boundary.estimated {
      if section.vertical {
        attributes.sizesHeightToFit = true
      } else {
        attributes.sizesWidthToFit = true
      }
    }
    return attributes
  }
}
