// Calls a Swift class's allocating initializer found in its vtable, for
// `UIApplicationDelegate.main()` and scene delegates named by class
// (Sources/OpenUIKit/Runtime/DynamicInstantiation.swift explains why and how
// the entry is found). Swift's calling convention passes the metatype in the
// "self" register, which only clang's swiftcall attributes can express.
#include "CGraphicsSupport.h"

__attribute__((swiftcall)) typedef void *cgs_allocating_initializer(
    __attribute__((swift_context)) const void *metadata);

void *cgs_call_allocating_initializer(const void *initializer,
                                      const void *metadata) {
  return ((cgs_allocating_initializer *)initializer)(metadata);
}

// Defined by OpenUIKitSDL when it is linked into the program (weak: absent,
// the address is null and the application runs headless).
extern void *openuikit_make_desktop_host(void) __attribute__((weak));

void *cgs_make_desktop_host(void) {
  return openuikit_make_desktop_host ? openuikit_make_desktop_host() : 0;
}
