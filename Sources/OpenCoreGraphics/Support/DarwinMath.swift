/// The largest finite `Float`, as Darwin's `<math.h>` defines `HUGE` (`MAXFLOAT`).
///
/// iOS code writes `animation.repeatCount = HUGE` for "forever"; Glibc has no such constant.
public var HUGE: Float { .greatestFiniteMagnitude }

/// The largest finite `Float`, as Darwin's `<math.h>` defines `MAXFLOAT`.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
