// A stand-in of Darwin for tests on Linux: an empty module of that name, so that `#if canImport(Darwin)` in
// generated code is true and its branch type-checked (what the branch calls is Foundation's, which Linux has).
// https://developer.apple.com/documentation/darwin
