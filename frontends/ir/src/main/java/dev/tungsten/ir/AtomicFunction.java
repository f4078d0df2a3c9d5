package dev.tungsten.ir;

/// Read-modify-write atomic operations (WGSL §17.8). `EXCHANGE` with a compare value is
/// `atomicCompareExchangeWeak`.
public enum AtomicFunction {
    ADD, SUBTRACT, AND, EXCLUSIVE_OR, INCLUSIVE_OR, MIN, MAX, EXCHANGE
}
