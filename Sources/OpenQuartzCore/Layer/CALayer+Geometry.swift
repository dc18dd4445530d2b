import Foundation
import OpenCoreGraphics

extension CGRect {
  var isFiniteRect: Bool {
    !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension CALayer {
  /// Sets the bounds: negative sizes normalized, non-finite rects rejected; a size change lays out
  /// the layer and its superlayer.
  func setBounds(_ newValue: CGRect) {
    guard newValue.isFiniteRect else { return reject("bounds", newValue) }
    let normalized = CGRect(
      origin: newValue.origin,
      size: CGSize(width: abs(newValue.width), height: abs(newValue.height)))
    guard normalized != storedBounds else { return }
    let sizeChanged = normalized.size != storedBounds.size
    let old = storedBounds
    storedBounds = normalized
    // An origin change alone is a scroll: the sublayers moved, the layer did not (the render tree
    // redraws kinds whose content is laid out in the bounds).
    changed("bounds", sizeChanged ? [.geometry, .appearance] : .scroll, old: old)
    if sizeChanged { sizeDidChange() }
  }

  /// Sets the transform and lays out the layer and its superlayer.
  func setTransform(_ newValue: CATransform3D) {
    guard
      update(\.storedTransform, to: newValue, key: "transform", .geometry, valid: newValue.isFinite)
    else { return }
    setNeedsLayoutAutomatically()
    storedSuperlayer?.setNeedsLayoutAutomatically()
  }

  /// Sets the sublayer transform and keeps the sublayers' cached flags and extents current.
  func setSublayerTransform(_ newValue: CATransform3D) {
    let hadOne = sublayerTransformBox != nil
    guard
      update(
        \.storedSublayerTransform, to: newValue, key: "sublayerTransform", .geometry,
        valid: newValue.isFinite)
    else { return }
    // The frame getter reads this flag instead of the superlayer.
    let hasOne = sublayerTransformBox != nil
    if hadOne != hasOne {
      for sublayer in storedSublayers { sublayer.superlayerHasSublayerTransform = hasOne }
    }
  }

  /// The bounding box of the transformed bounds in the superlayer's space.
  var currentFrame: CGRect {
    // Untransformed (the common case, and autoresizing's hot path): no matrix products.
    if isUntransformedInSuperlayer {
      let size = storedBounds.size
      return CGRect(
        x: storedPosition.x - storedAnchorPoint.x * size.width,
        y: storedPosition.y - storedAnchorPoint.y * size.height, width: size.width,
        height: size.height)
    }
    return storedBounds.applying(toSuperlayer)
  }

  /// Sets the frame: `position` and `bounds.size` change, nothing else.
  func setFrame(_ newValue: CGRect) {
    guard newValue.isFiniteRect else { return reject("frame", newValue) }
    let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
    let origin = newValue.standardized.origin
    let position = CGPoint(
      x: origin.x + storedAnchorPoint.x * size.width,
      y: origin.y + storedAnchorPoint.y * size.height)
    guard position.x.isFinite, position.y.isFinite else { return reject("frame", newValue) }
    setGeometry(size: size, position: position)
  }

  /// Stores a new bounds size and position together and records the change once (a frame change
  /// is one invalidation, as a resize of thousands of views makes it the hot path); the actions of
  /// both keys still run, bounds first.
  private func setGeometry(size: CGSize, position: CGPoint) {
    let sizeChanged = size != storedBounds.size
    let positionChanged = position != storedPosition
    guard sizeChanged || positionChanged else { return }
    let (oldBounds, oldPosition) = (storedBounds, storedPosition)
    if sizeChanged { storedBounds.size = size }
    if positionChanged { storedPosition = position }
    recordChange(sizeChanged ? [.geometry, .appearance] : .geometry)
    if sizeChanged {
      propertyDidChange("bounds", old: oldBounds)
      sizeDidChange()
    }
    if positionChanged { propertyDidChange("position", old: oldPosition) }
  }

  /// What a bounds size change invalidates beyond the change itself: this layer's and its
  /// superlayer's layout, and the contents when `needsDisplayOnBoundsChange`.
  private func sizeDidChange() {
    setNeedsLayoutAutomatically()
    storedSuperlayer?.setNeedsLayoutAutomatically()
    if storedNeedsDisplayOnBoundsChange { setNeedsDisplay() }
  }

  /// Whether neither this layer's transform nor its superlayer's sublayer transform applies.
  var isUntransformedInSuperlayer: Bool {
    transformBox == nil && !superlayerHasSublayerTransform
  }

  /// The anchor point in the layer's own coordinates.
  var anchorInBounds: CGPoint {
    CGPoint(
      x: storedBounds.minX + storedAnchorPoint.x * storedBounds.width,
      y: storedBounds.minY + storedAnchorPoint.y * storedBounds.height)
  }

  /// This layer's space to its superlayer's, as an affine transform: move the anchor to the origin,
  /// apply `transform`, move to `position`, then the superlayer's `sublayerTransform` about its
  /// anchor.
  var toSuperlayer: CGAffineTransform { transformToSuperlayer(storedSuperlayer) }

  /// This layer's space to `parent`'s (its superlayer, or for a presentation copy its model's).
  func transformToSuperlayer(_ parent: CALayer?) -> CGAffineTransform {
    let anchor = anchorInBounds
    var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(CATransform3DGetAffineTransform(storedTransform))
      .concatenating(CGAffineTransform(translationX: storedPosition.x, y: storedPosition.y))
    if let parent, parent.sublayerTransformBox != nil {
      let center = parent.anchorInBounds
      t = t.concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
        .concatenating(CATransform3DGetAffineTransform(parent.storedSublayerTransform))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
    return t
  }

  /// Maps a point from this layer's space to its superlayer's, with the full projective transform.
  func pointToSuperlayer(_ p: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    var q = storedTransform.apply(CGPoint(x: p.x - anchor.x, y: p.y - anchor.y))
    q = CGPoint(x: q.x + storedPosition.x, y: q.y + storedPosition.y)
    if let parent = storedSuperlayer, parent.sublayerTransformBox != nil {
      let center = parent.anchorInBounds
      let r = parent.storedSublayerTransform.apply(CGPoint(x: q.x - center.x, y: q.y - center.y))
      q = CGPoint(x: r.x + center.x, y: r.y + center.y)
    }
    return q
  }

  /// Maps a point from the superlayer's space to this layer's.
  func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
    var q = p
    if let parent = storedSuperlayer, parent.sublayerTransformBox != nil {
      let center = parent.anchorInBounds
      let inverse = CATransform3DInvert(parent.storedSublayerTransform)
      let r = inverse.apply(CGPoint(x: q.x - center.x, y: q.y - center.y))
      q = CGPoint(x: r.x + center.x, y: r.y + center.y)
    }
    let anchor = anchorInBounds
    let local = CATransform3DInvert(storedTransform).apply(
      CGPoint(x: q.x - storedPosition.x, y: q.y - storedPosition.y))
    return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
  }

  /// The chain from this layer up to its root, this layer first.
  var ancestorsAndSelf: [CALayer] {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let current = layer {
      chain.append(current)
      layer = current.storedSuperlayer
    }
    return chain
  }

  /// Maps a point from `layer`'s space to this layer's; layers in different trees are related
  /// through their roots' spaces.
  func mapPoint(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    guard let layer, layer !== self else { return p }
    let rootPoint = layer.ancestorsAndSelf.reduce(p) { point, current in
      current.storedSuperlayer == nil ? point : current.pointToSuperlayer(point)
    }
    return ancestorsAndSelf.dropLast().reversed().reduce(rootPoint) { point, current in
      current.pointFromSuperlayer(point)
    }
  }

  /// Maps a rectangle (the bounding box of its mapped corners); non-finite rects pass unchanged.
  func mapRect(_ r: CGRect, _ mapPoint: (CGPoint) -> CGPoint) -> CGRect {
    guard r.isFiniteRect else { return r }
    return Self.boundingBox(corners(of: r).map(mapPoint))
  }

  private func corners(of r: CGRect) -> [CGPoint] {
    [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ]
  }

  static func boundingBox(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The default `hitTest(_:)`.
  func defaultHitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden, storedOpacity > 0 else { return nil }
    let local = storedSuperlayer == nil ? p : pointFromSuperlayer(p)
    if masksToBounds && !contains(local) { return nil }
    for sublayer in renderOrderedSublayers.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }

  /// Sublayers back to front: array order, stably sorted by `zPosition`.
  var renderOrderedSublayers: [CALayer] {
    guard storedSublayers.contains(where: { $0.storedZPosition != 0 }) else {
      return storedSublayers
    }
    return storedSublayers.enumerated().sorted {
      $0.element.storedZPosition != $1.element.storedZPosition
        ? $0.element.storedZPosition < $1.element.storedZPosition : $0.offset < $1.offset
    }.map(\.element)
  }
}
