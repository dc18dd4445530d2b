import Dispatch

// The one place where render objects cross threads. A banded frame hands the same render tree,
// caches and framebuffer memory to one worker per band at once, although none of these types is
// `Sendable`: they are classes the render side mutates. What keeps that sound:
//
// - while the bands run, nothing writes them: the preparing pass (on the calling thread, before)
//   filled every cache a band reads, or the last frame left them so and the calling thread
//   computed every extent first; a band's painter (`PaintPass.band`) reads caches only (one it
//   finds empty is a miss, never filled), logs damage into its own list and records no error;
//   the calling thread waits for every band;
// - each band writes only its own context and surface, and the framebuffer rows inside its own
//   band (its clip), which no other band touches;
// - cairo and pixman objects shared between bands (rasters, shifted copies, their pixman images)
//   are only read: a whole or preparing pass made them and validated their pixman images in the
//   composite they were made for (a band uses only images already made: `madePixmanImage`).
//
// `BandRasterTests` fails if a band writes a cache (a band that finds one empty is reported, and
// the frame painted again on one thread), and the suite runs under ThreadSanitizer with bands on
// every frame (`OPENUIKIT_CHECK_BANDS=1`).

extension RasterBands {
  /// Runs `paint` once per band that has damage, in parallel on the process's worker threads
  /// (and the calling one), and returns when all are done.
  func paintInParallel(_ paint: (Band) -> Void) {
    let busy = bands.filter { !$0.damage.isEmpty }
    // Not escaping: `concurrentPerform` returns after the last band.
    withoutActuallyEscaping(paint) { paint in
      let work = BandWork(bands: busy, paint: paint)
      DispatchQueue.concurrentPerform(iterations: work.bands.count) { index in
        work.paint(work.bands[index])
      }
    }
  }
}

/// The bands and their painting, handed to the workers as `Sendable` on the terms above.
private struct BandWork: @unchecked Sendable {
  let bands: [RasterBands.Band]
  let paint: (RasterBands.Band) -> Void
}
