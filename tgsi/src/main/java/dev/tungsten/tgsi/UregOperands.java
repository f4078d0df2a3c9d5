package dev.tungsten.tgsi;

/// Turns [Ureg]'s operands into token-model registers as `ureg_emit_src` / `ureg_emit_dst`
/// write them, checking what those functions assert: no NULL file, no write to SAMP, SVIEW or
/// IMM, indices that fit their 16-bit fields.
final class UregOperands {
    private UregOperands() {}

    static SrcRegister src(Ureg u, UregSrc s, boolean anyInOut) {
        if (s.file() == RegisterFile.NULL) {
            throw u.error("a source operand cannot be in the NULL file");
        }
        fits(u, s.index(), "register index");
        fits(u, s.dimensionIndex(), "second index");
        int arrayId = arrayId(s.file(), s.arrayId(), anyInOut);
        return new SrcRegister(s.file(), s.index(), s.swizzle(), s.absolute(), s.negated(),
                indirect(u, s.indirect(), arrayId), dimension(u, s.dimension(), s.dimensionIndex(), s.dimensionIndirect(), arrayId));
    }

    static DstRegister dst(Ureg u, UregDst d, boolean anyInOut) {
        switch (d.file()) {
            case NULL, SAMPLER, SAMPLER_VIEW, IMMEDIATE ->
                    throw u.error("a destination operand cannot be in the " + d.file().text() + " file");
            default -> { }
        }
        fits(u, d.index(), "register index");
        fits(u, d.dimensionIndex(), "second index");
        int arrayId = arrayId(d.file(), d.arrayId(), anyInOut);
        return new DstRegister(d.file(), d.writeMask(), d.index(), indirect(u, d.indirect(), arrayId),
                dimension(u, d.dimension(), d.dimensionIndex(), d.dimensionIndirect(), arrayId));
    }

    /// Without `anyInOut` ureg writes array id 0 into indirect IN/OUT accesses.
    private static int arrayId(RegisterFile file, int arrayId, boolean anyInOut) {
        return !anyInOut && (file == RegisterFile.INPUT || file == RegisterFile.OUTPUT) ? 0 : arrayId;
    }

    private static IndirectRegister indirect(Ureg u, UregSrc.Address a, int arrayId) {
        if (a == null) {
            return null;
        }
        if (a.file() == RegisterFile.NULL) {
            throw u.error("an address register cannot be in the NULL file");
        }
        fits(u, a.index(), "address register index");
        if (arrayId < 0 || arrayId > 1023) {
            throw u.error("array id " + arrayId + " does not fit 10 bits");
        }
        return new IndirectRegister(a.file(), a.index(), a.channel(), arrayId);
    }

    private static DimensionRegister dimension(Ureg u, boolean dimension, int index, UregSrc.Address ind, int arrayId) {
        return dimension ? new DimensionRegister(index, indirect(u, ind, arrayId)) : null;
    }

    private static void fits(Ureg u, int value, String what) {
        if (value < Short.MIN_VALUE || value > Short.MAX_VALUE) {
            throw u.error(what + " " + value + " does not fit 16 signed bits");
        }
    }
}
