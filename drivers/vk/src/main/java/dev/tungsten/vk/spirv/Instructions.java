package dev.tungsten.vk.spirv;

import java.util.Map;

import dev.tungsten.tgsi.ControlFlow;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.vk.spirv.Memory.Atomic;
import dev.tungsten.vk.spirv.Textures.Mode;

import static dev.tungsten.vk.spirv.Kind.DOUBLE;
import static dev.tungsten.vk.spirv.Kind.FLOAT;
import static dev.tungsten.vk.spirv.Kind.INT;
import static dev.tungsten.vk.spirv.Kind.INT64;
import static dev.tungsten.vk.spirv.Kind.UINT;
import static dev.tungsten.vk.spirv.Kind.UINT64;

/// Translates one TGSI instruction into SPIR-V. The dispatch is one exhaustive switch over
/// `TgsiOpcode` with no `default` ([#step]), so a new opcode fails to compile here until it
/// is handled; that switch is why this file is long.
///
/// Channels are computed one at a time, as `tgsi_exec` does: every enabled channel's sources
/// are read and its result computed before any channel is written, so a destination that is
/// also a source reads the old value. Arithmetic follows the interpreter's formula (DP4 is
/// `((x*x + y*y) + z*z) + w*w`, LRP is `a*(b-c) + c`), with every float operation marked
/// `NoContraction`; opcodes whose SPIR-V counterpart leaves cases undefined use [Formulas].
final class Instructions {
    private final Code c;
    private final Registers regs;
    private final Formulas fx;
    private final Flow flow;
    private final StageIo io;
    private final Textures tex;
    private final Memory mem;
    private final TgsiShader shader;
    private final ControlFlow cf;
    /// BGNSUB index -> its function id.
    private final Map<Integer, Integer> subroutines;
    private final boolean legacyMath;
    private final Processor stage;
    private int pc;
    private TgsiOpcode opcode;

    Instructions(Code c, Registers regs, StageIo io, TgsiShader shader, SpirvOptions options, ControlFlow cf,
                 Map<Integer, Integer> subroutines, Bindings bindings) {
        this.c = c;
        this.regs = regs;
        this.io = io;
        this.tex = new Textures(c, regs, shader, options, this, bindings);
        this.mem = new Memory(c, regs, shader, options, this, bindings);
        this.shader = shader;
        this.cf = cf;
        this.subroutines = subroutines;
        this.fx = new Formulas(c);
        this.flow = new Flow(c, cf);
        this.legacyMath = shader.property(PropertyName.LEGACY_MATH_RULES, 0) != 0;
        this.stage = shader.processor();
    }

    /// Starts a function: the constructs of the previous one are closed.
    void enterFunction() {
        flow.reset();
    }

    /// A refusal located at the current instruction.
    SpirvUnsupportedException unsupported(String detail) {
        return new SpirvUnsupportedException(TgsiException.Location.instruction(pc), opcode, opcode.name() + ": " + detail);
    }

    private void onlyIn(Processor p) {
        if (stage != p) {
            throw unsupported("only valid in " + p.text() + " shaders here (found in a " + stage.text() + " shader)");
        }
    }

    void translate(int pc, Instruction in) {
        this.pc = pc;
        this.opcode = in.opcode();
        fx.at(in.opcode());
        step(in);
    }

    int pc() {
        return pc;
    }

    TgsiOpcode opcode() {
        return opcode;
    }

    /// A scalar formula over the sources' channels.
    @FunctionalInterface
    interface Fn {
        int apply(int[] a);
    }

    /// What a channel computes, for opcodes with a formula per channel.
    @FunctionalInterface
    interface ChannelFn {
        int apply(int channel);
    }

    private int mask(Instruction in) {
        return in.dst().isEmpty() ? 0 : in.dst(0).writeMask();
    }

    /// Componentwise: channel *c* of the result reads channel *c* of every source.
    private void cw(Instruction in, Kind dst, Fn f, Kind... srcs) {
        int mask = mask(in);
        int[] out = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0) {
                int[] a = new int[srcs.length];
                for (int i = 0; i < srcs.length; i++) {
                    a[i] = regs.read(in.src(i), ch, srcs[i]);
                }
                out[ch] = f.apply(a);
            }
        }
        store(in, 0, out, dst);
    }

    /// One scalar result from the sources' x channels, written to every enabled channel.
    private void rep(Instruction in, Kind dst, Fn f, Kind... srcs) {
        int mask = mask(in);
        if (mask == 0) {
            return;
        }
        int[] a = new int[srcs.length];
        for (int i = 0; i < srcs.length; i++) {
            a[i] = regs.read(in.src(i), 0, srcs[i]);
        }
        int r = f.apply(a);
        store(in, 0, new int[] {r, r, r, r}, dst);
    }

    /// A formula per channel.
    private void perChannel(Instruction in, Kind dst, ChannelFn f) {
        int mask = mask(in);
        int[] out = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0) {
                out[ch] = f.apply(ch);
            }
        }
        store(in, 0, out, dst);
    }

    /// Writes the non-zero entries of `values` (of kind `kind`) to destination `d`, saturating
    /// float results when the instruction says so. Entries for disabled channels are ignored.
    void store(Instruction in, int d, int[] values, Kind kind) {
        int mask = in.dst(d).writeMask();
        int[] words = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) == 0 || values[ch] == 0) {
                continue;
            }
            int v = values[ch];
            if (kind == FLOAT && in.saturate()) {
                v = fx.saturate(v);
            }
            words[ch] = kind == UINT ? v : c.bitcast(c.tUint(), v);
        }
        regs.write(in.dst(d), words);
    }

    private int read(Instruction in, int src, int channel, Kind kind) {
        return regs.read(in.src(src), channel, kind);
    }

    private int mul(int a, int b) {
        return legacyMath ? fx.mulz(a, b) : fx.fmul(a, b);
    }

    private int fcmp(int spvOp, int a, int b) {
        return c.op(spvOp, c.tBool(), a, b);
    }

    /// A float comparison as 1.0 or 0.0 (SLT and friends).
    private Fn setOn(int spvOp) {
        return a -> fx.fsel(fcmp(spvOp, a[0], a[1]), c.f(1f), c.f(0f));
    }

    /// A comparison as ~0 or 0 (USLT, FSEQ and friends).
    private Fn maskOn(int spvOp) {
        return a -> c.select(c.tUint(), fcmp(spvOp, a[0], a[1]), c.u(-1), c.u(0));
    }

    private int ext(int inst, Kind k, int... args) {
        return c.ext(inst, c.type(k), args);
    }

    private int iop(int spvOp, Kind k, int... args) {
        return c.op(spvOp, c.type(k), args);
    }

    /// DP2/DP3/DP4 (and DPH: dp3 + src1.w; DP2A: dp2 + src2.x), in the interpreter's order.
    private void dot(Instruction in, int n, boolean homogeneous, boolean plusScalar) {
        rep(in, FLOAT, a -> {
            int sum = mul(read(in, 0, 0, FLOAT), read(in, 1, 0, FLOAT));
            for (int ch = 1; ch < n; ch++) {
                sum = fx.fadd(sum, mul(read(in, 0, ch, FLOAT), read(in, 1, ch, FLOAT)));
            }
            if (homogeneous) {
                sum = fx.fadd(sum, read(in, 1, 3, FLOAT));
            }
            if (plusScalar) {
                sum = fx.fadd(sum, read(in, 2, 0, FLOAT));
            }
            return sum;
        });
    }

    /// `1 / sqrt(x*x + y*y + z*z (+ w*w))` of src0.
    private int inverseLength(Instruction in, int n) {
        int sum = fx.fmul(read(in, 0, 0, FLOAT), read(in, 0, 0, FLOAT));
        for (int ch = 1; ch < n; ch++) {
            int v = read(in, 0, ch, FLOAT);
            sum = fx.fadd(sum, fx.fmul(v, v));
        }
        return fx.rsq(sum);
    }

    private void lit(Instruction in) {
        int x = read(in, 0, 0, FLOAT);
        int y = read(in, 0, 1, FLOAT);
        int w = read(in, 0, 3, FLOAT);
        perChannel(in, FLOAT, ch -> switch (ch) {
            case 1 -> fx.fmax(x, c.f(0f));
            case 2 -> {
                int e = fx.fmax(fx.fmin(w, c.f(128f)), c.f(-128f));
                yield fx.fsel(fx.gt(x, c.f(0f)), fx.pow(fx.fmax(y, c.f(0f)), e), c.f(0f));
            }
            default -> c.f(1f);
        });
    }

    private void derivative(Instruction in, int coarse, int fine) {
        onlyIn(Processor.FRAG);
        c.m.capability(Spv.Capability.DerivativeControl);
        int op = coarse != 0 ? coarse : fine;
        cw(in, FLOAT, a -> c.op(op, c.tFloat(), a[0]), FLOAT);
    }

    /// PK2US, PK4B, PK4UB: a packed word from normalized channels, replicated.
    private void pack(Instruction in, int channels, int bits, Fn one) {
        rep(in, UINT, a -> {
            int word = c.u(0);
            for (int ch = 0; ch < channels; ch++) {
                int part = one.apply(new int[] {read(in, 0, ch, FLOAT)});
                if (ch > 0) {
                    part = c.op(Spv.Op.OpShiftLeftLogical, c.tUint(), part, c.u(ch * bits));
                }
                word = ch == 0 ? part : c.op(Spv.Op.OpBitwiseOr, c.tUint(), word, part);
            }
            return word;
        });
    }

    /// UP2US, UP4B, UP4UB: channel *c* from field *c* of src.x (UP2US: x, z from the low
    /// half, y, w from the high half), divided exactly ([Formulas#unpackUnorm]).
    private void unpack(Instruction in, int fields, int bits, boolean signed) {
        int word = read(in, 0, 0, UINT);
        perChannel(in, FLOAT, ch -> {
            int field = ch % fields;
            int part = c.op(Spv.Op.OpBitwiseAnd, c.tUint(), c.op(Spv.Op.OpShiftRightLogical, c.tUint(), word, c.u(field * bits)),
                    c.u((1 << bits) - 1));
            return signed ? fx.unpackSnorm8(part) : fx.unpackUnorm(part, bits);
        });
    }

    private void mulHigh(Instruction in, boolean signed) {
        Kind k = signed ? INT : UINT;
        cw(in, k, a -> {
            int t = c.type(k);
            int pair = c.m.uniqueType(Spv.Op.OpTypeStruct, t, t);
            int r = c.op(signed ? Spv.Op.OpSMulExtended : Spv.Op.OpUMulExtended, pair, a[0], a[1]);
            return c.extract(t, r, 1);
        }, k, k);
    }

    private int notZero(int word) {
        return c.op(Spv.Op.OpINotEqual, c.tBool(), word, c.u(0));
    }

    private void kill() {
        onlyIn(Processor.FRAG);
        c.demote(io.target());
    }

    private void call(Instruction in) {
        int target = cf.callTarget(pc);
        Integer function = subroutines.get(target);
        if (function == null) {
            throw new TgsiException(TgsiException.Location.instruction(pc), opcode.name() + " names no subroutine");
        }
        c.op(Spv.Op.OpFunctionCall, c.tVoid(), function);
    }

    /// The 64-bit opcodes: how an opcode maps channel pairs, exactly as `tgsi_exec` (see the
    /// GLSL translator's `WideInstructions`): unary, ternary and from-32 conversions compute a
    /// pair only when both its channels are enabled; binary opcodes when either is, writing
    /// both; comparisons write one word to the pair's first enabled channel; to-32 conversions
    /// write pair *i*'s result to the *i*-th enabled channel; from-32 conversions and shifts read
    /// the 32-bit operand from x (pair 0) or y (pair 1); DLDEXP reads it from x or z.
    private enum Shape { UNARY, BINARY, COMPARE, TERNARY, SHIFT, LDEXP, FROM_32, TO_32 }

    private void wide(Instruction in, Shape shape, Kind src, Kind dst, Fn f) {
        if (src == DOUBLE || dst == DOUBLE) {
            c.m.capability(Spv.Capability.Float64);
        }
        int mask = mask(in);
        int nth = 0;
        for (int p = 0; p < 2; p++) {
            int pairMask = p == 0 ? 0b0011 : 0b1100;
            boolean compute = switch (shape) {
                case UNARY, TERNARY, FROM_32 -> (mask & pairMask) == pairMask;
                case BINARY, COMPARE, SHIFT, LDEXP -> (mask & pairMask) != 0;
                case TO_32 -> Integer.bitCount(mask) > p;
            };
            if (!compute) {
                continue;
            }
            int sources = switch (shape) {
                case UNARY, FROM_32, TO_32 -> 1;
                case BINARY, COMPARE, SHIFT, LDEXP -> 2;
                case TERNARY -> 3;
            };
            int[] a = new int[sources];
            for (int i = 0; i < sources; i++) {
                if (shape == Shape.FROM_32) {
                    a[i] = read(in, i, p, src);
                } else if (shape == Shape.SHIFT && i == 1) {
                    a[i] = read(in, 1, p, UINT);
                } else if (shape == Shape.LDEXP && i == 1) {
                    a[i] = read(in, 1, 2 * p, INT);
                } else {
                    a[i] = regs.readWide(in.src(i), 2 * p, src);
                }
            }
            int r = f.apply(a);
            int[] out = new int[4];
            switch (shape) {
                case COMPARE -> out[(mask & (1 << (2 * p))) != 0 ? 2 * p : 2 * p + 1] = r;
                case TO_32 -> {
                    out[nthSetBit(mask, nth++)] = dst == UINT ? r : c.bitcast(c.tUint(), r);
                }
                default -> {
                    if (dst == DOUBLE && in.saturate()) {
                        int d = c.tDouble();
                        int positive = c.op(Spv.Op.OpFOrdGreaterThan, c.tBool(), r, c.d(0));
                        int below = c.op(Spv.Op.OpFOrdLessThan, c.tBool(), r, c.d(1));
                        r = c.select(d, positive, c.select(d, below, r, c.d(1)), c.d(0));
                    }
                    int words = c.bitcast(c.vec(c.tUint(), 2), r);
                    out[2 * p] = c.extract(c.tUint(), words, 0);
                    out[2 * p + 1] = c.extract(c.tUint(), words, 1);
                }
            }
            int[] masked = new int[4];
            for (int ch = 0; ch < 4; ch++) {
                boolean write = switch (shape) {
                    case COMPARE, TO_32 -> out[ch] != 0;
                    default -> (pairMask & (1 << ch)) != 0;
                };
                masked[ch] = write ? out[ch] : 0;
            }
            // The pair's words go straight to the register: a 64-bit result writes both channels
            // of its pair whatever the mask says (the interpreter's rule), so the mask is bypassed.
            regs.write(in.dst(0), masked);
        }
    }

    private static int nthSetBit(int mask, int n) {
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0 && n-- == 0) {
                return ch;
            }
        }
        return 3;
    }

    private int d(int spvOp, int... args) {
        return c.op(spvOp, c.tDouble(), args);
    }

    private int dext(int inst, int... args) {
        return c.ext(inst, c.tDouble(), args);
    }

    /// DMIN/DMAX: a NaN operand is ignored.
    private int dminmax(int a, int b, boolean max) {
        SpirvGuards.check(opcode, max ? SpirvGuards.Operation.DMAX : SpirvGuards.Operation.DMIN);
        int dt = c.tDouble();
        int m = c.ext(max ? Spv.Glsl.FMax : Spv.Glsl.FMin, dt, a, b);
        m = c.select(dt, c.op(Spv.Op.OpIsNan, c.tBool(), b), a, m);
        return c.select(dt, c.op(Spv.Op.OpIsNan, c.tBool(), a), b, m);
    }

    private int wideCompare(int spvOp, int a, int b) {
        return c.select(c.tUint(), c.op(spvOp, c.tBool(), a, b), c.u(-1), c.u(0));
    }

    private void fracExp(Instruction in) {
        if (in.dst().size() < 2) {
            throw new TgsiException(TgsiException.Location.instruction(pc), "DFRACEXP: expected 2 destination operands, found " + in.dst().size());
        }
        int x = regs.readWide(in.src(0), 0, DOUBLE);
        int[] r = fx.frexp(x);
        int m = r[0];
        int e = r[1];
        int words = c.bitcast(c.vec(c.tUint(), 2), m);
        int mask = mask(in);
        int[] out = new int[4];
        for (int p = 0; p < 2; p++) {
            if ((mask >> (2 * p) & 3) == 3) {
                out[2 * p] = c.extract(c.tUint(), words, 0);
                out[2 * p + 1] = c.extract(c.tUint(), words, 1);
            }
        }
        regs.write(in.dst(0), out);
        store(in, 1, new int[] {e, e, e, e}, INT);
    }

    /// The opcodes the module needs a capability or extension for beyond the base set.
    private void subgroup(int capability) {
        c.m.capability(Spv.Capability.GroupNonUniform);
        c.m.capability(capability);
    }

    private int subgroupScope() {
        return c.u(Spv.Scope.Subgroup);
    }

    private void step(Instruction in) {
        switch (in.opcode()) {
            case null -> throw new NullPointerException(); // an enhanced switch: javac checks it is exhaustive

            // Float arithmetic, component-wise.
            case MOV -> {
                SrcRegister s = in.src(0);
                boolean raw = !s.absolute() && !s.negate() && !in.saturate();
                cw(in, raw ? UINT : FLOAT, a -> a[0], raw ? UINT : FLOAT);
            }
            case ADD -> cw(in, FLOAT, a -> fx.fadd(a[0], a[1]), FLOAT, FLOAT);
            case SUB -> cw(in, FLOAT, a -> fx.fsub(a[0], a[1]), FLOAT, FLOAT);
            case MUL -> cw(in, FLOAT, a -> mul(a[0], a[1]), FLOAT, FLOAT);
            case MAD -> cw(in, FLOAT, a -> fx.fadd(mul(a[0], a[1]), a[2]), FLOAT, FLOAT, FLOAT);
            case FMA -> cw(in, FLOAT, a -> c.ext(Spv.Glsl.Fma, c.tFloat(), a[0], a[1], a[2]), FLOAT, FLOAT, FLOAT);
            case LRP -> cw(in, FLOAT, a -> fx.fadd(mul(a[0], fx.fsub(a[1], a[2])), a[2]), FLOAT, FLOAT, FLOAT);
            case DIV -> cw(in, FLOAT, a -> fx.div(a[0], a[1]), FLOAT, FLOAT);
            case MIN -> cw(in, FLOAT, a -> fx.fmin(a[0], a[1]), FLOAT, FLOAT);
            case MAX -> cw(in, FLOAT, a -> fx.fmax(a[0], a[1]), FLOAT, FLOAT);
            case CLAMP -> cw(in, FLOAT, a -> fx.fsel(fx.lt(a[0], a[1]), a[1], fx.fsel(fx.gt(a[0], a[2]), a[2], a[0])), FLOAT, FLOAT, FLOAT);
            case ABS -> cw(in, FLOAT, a -> fx.fabs(a[0]), FLOAT);
            case SLT -> cw(in, FLOAT, setOn(Spv.Op.OpFOrdLessThan), FLOAT, FLOAT);
            case SGE -> cw(in, FLOAT, setOn(Spv.Op.OpFOrdGreaterThanEqual), FLOAT, FLOAT);
            case SEQ -> cw(in, FLOAT, setOn(Spv.Op.OpFOrdEqual), FLOAT, FLOAT);
            case SGT -> cw(in, FLOAT, setOn(Spv.Op.OpFOrdGreaterThan), FLOAT, FLOAT);
            case SLE -> cw(in, FLOAT, setOn(Spv.Op.OpFOrdLessThanEqual), FLOAT, FLOAT);
            case SNE -> cw(in, FLOAT, setOn(Spv.Op.OpFUnordNotEqual), FLOAT, FLOAT);
            case FRC -> cw(in, FLOAT, a -> fx.fsub(a[0], fx.floor(a[0])), FLOAT);
            case FLR -> cw(in, FLOAT, a -> fx.floor(a[0]), FLOAT);
            case CEIL -> cw(in, FLOAT, a -> ext(Spv.Glsl.Ceil, FLOAT, a[0]), FLOAT);
            case TRUNC -> cw(in, FLOAT, a -> ext(Spv.Glsl.Trunc, FLOAT, a[0]), FLOAT);
            case ROUND -> cw(in, FLOAT, a -> ext(Spv.Glsl.RoundEven, FLOAT, a[0]), FLOAT);
            case SSG -> cw(in, FLOAT, a -> fx.fsel(fx.gt(a[0], c.f(0f)), c.f(1f), fx.fsel(fx.lt(a[0], c.f(0f)), c.f(-1f), c.f(0f))), FLOAT);
            case CMP -> cw(in, FLOAT, a -> fx.fsel(fx.lt(a[0], c.f(0f)), a[1], a[2]), FLOAT, FLOAT, FLOAT);
            case CND -> cw(in, FLOAT, a -> fx.fsel(fx.gt(a[2], c.f(0.5f)), a[0], a[1]), FLOAT, FLOAT, FLOAT);
            case LDEXP -> cw(in, FLOAT, a -> fx.ldexp(a[0], a[1]), FLOAT, INT);
            case DDX -> derivative(in, Spv.Op.OpDPdxCoarse, 0);
            case DDY -> derivative(in, Spv.Op.OpDPdyCoarse, 0);
            case DDX_FINE -> derivative(in, 0, Spv.Op.OpDPdxFine);
            case DDY_FINE -> derivative(in, 0, Spv.Op.OpDPdyFine);
            case ARL -> cw(in, INT, a -> fx.f2i(fx.floor(a[0])), FLOAT);
            case ARR -> cw(in, INT, a -> fx.f2i(fx.floor(fx.fadd(a[0], c.f(0.5f)))), FLOAT);
            case UARL -> cw(in, INT, a -> a[0], INT);
            case ARA -> perChannel(in, INT, ch -> c.op(Spv.Op.OpIAdd, c.tInt(), read(in, 0, ch & 1, INT), read(in, 0, (ch & 1) + 2, INT)));

            // Float arithmetic, one scalar result replicated.
            case RCP -> rep(in, FLOAT, a -> fx.div(c.f(1f), a[0]), FLOAT);
            case RSQ -> rep(in, FLOAT, a -> fx.rsq(a[0]), FLOAT);
            case SQRT -> rep(in, FLOAT, a -> fx.sqrt(a[0]), FLOAT);
            case EX2 -> rep(in, FLOAT, a -> ext(Spv.Glsl.Exp2, FLOAT, a[0]), FLOAT);
            case LG2 -> rep(in, FLOAT, a -> fx.log2(a[0]), FLOAT);
            case SIN -> rep(in, FLOAT, a -> ext(Spv.Glsl.Sin, FLOAT, a[0]), FLOAT);
            case COS -> rep(in, FLOAT, a -> ext(Spv.Glsl.Cos, FLOAT, a[0]), FLOAT);
            case POW -> rep(in, FLOAT, a -> fx.pow(a[0], a[1]), FLOAT, FLOAT);
            case RCC -> rep(in, FLOAT, a -> fx.rcc(a[0]), FLOAT);
            case DP2 -> dot(in, 2, false, false);
            case DP3 -> dot(in, 3, false, false);
            case DP4 -> dot(in, 4, false, false);
            case DPH -> dot(in, 3, true, false);
            case DP2A -> dot(in, 2, false, true);
            case SFL -> rep(in, FLOAT, a -> c.f(0f));
            case STR -> rep(in, FLOAT, a -> c.f(1f));
            case NRM4 -> {
                int n = inverseLength(in, 4);
                perChannel(in, FLOAT, ch -> fx.fmul(read(in, 0, ch, FLOAT), n));
            }

            // Float arithmetic with a formula per channel.
            case LIT -> lit(in);
            case EXP -> {
                int x = read(in, 0, 0, FLOAT);
                int f = fx.floor(x);
                perChannel(in, FLOAT, ch -> switch (ch) {
                    case 0 -> ext(Spv.Glsl.Exp2, FLOAT, f);
                    case 1 -> fx.fsub(x, f);
                    case 2 -> ext(Spv.Glsl.Exp2, FLOAT, x);
                    default -> c.f(1f);
                });
            }
            case LOG -> {
                int a = fx.fabs(read(in, 0, 0, FLOAT));
                int l = fx.log2(a);
                int f = fx.floor(l);
                perChannel(in, FLOAT, ch -> switch (ch) {
                    case 0 -> f;
                    case 1 -> fx.div(a, ext(Spv.Glsl.Exp2, FLOAT, f));
                    case 2 -> l;
                    default -> c.f(1f);
                });
            }
            case DST -> perChannel(in, FLOAT, ch -> switch (ch) {
                case 0 -> c.f(1f);
                case 1 -> fx.fmul(read(in, 0, 1, FLOAT), read(in, 1, 1, FLOAT));
                case 2 -> read(in, 0, 2, FLOAT);
                default -> read(in, 1, 3, FLOAT);
            });
            case SCS -> {
                int x = read(in, 0, 0, FLOAT);
                perChannel(in, FLOAT, ch -> switch (ch) {
                    case 0 -> ext(Spv.Glsl.Cos, FLOAT, x);
                    case 1 -> ext(Spv.Glsl.Sin, FLOAT, x);
                    case 2 -> c.f(0f);
                    default -> c.f(1f);
                });
            }
            case XPD -> perChannel(in, FLOAT, ch -> {
                if (ch == 3) {
                    return c.f(1f);
                }
                int i1 = (ch + 1) % 3;
                int i2 = (ch + 2) % 3;
                return fx.fsub(fx.fmul(read(in, 0, i1, FLOAT), read(in, 1, i2, FLOAT)), fx.fmul(read(in, 0, i2, FLOAT), read(in, 1, i1, FLOAT)));
            });
            case RFL -> {
                int ax = read(in, 0, 0, FLOAT);
                int ay = read(in, 0, 1, FLOAT);
                int az = read(in, 0, 2, FLOAT);
                int bx = read(in, 1, 0, FLOAT);
                int by = read(in, 1, 1, FLOAT);
                int bz = read(in, 1, 2, FLOAT);
                int dotAb = fx.fadd(fx.fadd(fx.fmul(ax, bx), fx.fmul(ay, by)), fx.fmul(az, bz));
                int dotAa = fx.fadd(fx.fadd(fx.fmul(ax, ax), fx.fmul(ay, ay)), fx.fmul(az, az));
                int k = fx.div(fx.fmul(c.f(2f), dotAb), dotAa);
                int[] a = {ax, ay, az};
                int[] b = {bx, by, bz};
                perChannel(in, FLOAT, ch -> ch == 3 ? c.f(1f) : fx.fsub(fx.fmul(k, a[ch]), b[ch]));
            }
            case X2D -> {
                int u = fx.fadd(fx.fadd(fx.fmul(read(in, 2, 0, FLOAT), read(in, 1, 0, FLOAT)), fx.fmul(read(in, 2, 1, FLOAT), read(in, 1, 1, FLOAT))), read(in, 0, 0, FLOAT));
                int v = fx.fadd(fx.fadd(fx.fmul(read(in, 2, 2, FLOAT), read(in, 1, 0, FLOAT)), fx.fmul(read(in, 2, 3, FLOAT), read(in, 1, 1, FLOAT))), read(in, 0, 1, FLOAT));
                perChannel(in, FLOAT, ch -> (ch & 1) == 0 ? u : v);
            }
            case NRM -> {
                int n = inverseLength(in, 3);
                perChannel(in, FLOAT, ch -> ch == 3 ? c.f(1f) : fx.fmul(read(in, 0, ch, FLOAT), n));
            }

            // Packing.
            case PK2H -> rep(in, UINT, a -> c.ext(Spv.Glsl.PackHalf2x16, c.tUint(),
                    c.composite(c.vec(c.tFloat(), 2), read(in, 0, 0, FLOAT), read(in, 0, 1, FLOAT))));
            case PK2US -> pack(in, 2, 16, a -> fx.unorm(a[0], 65535f));
            case PK4B -> pack(in, 4, 8, a -> fx.snorm8(a[0]));
            case PK4UB -> pack(in, 4, 8, a -> fx.unorm(a[0], 255f));
            case UP2H -> {
                int halves = c.ext(Spv.Glsl.UnpackHalf2x16, c.vec(c.tFloat(), 2), read(in, 0, 0, UINT));
                perChannel(in, FLOAT, ch -> c.extract(c.tFloat(), halves, ch & 1));
            }
            case UP2US -> unpack(in, 2, 16, false);
            case UP4B -> unpack(in, 4, 8, true);
            case UP4UB -> unpack(in, 4, 8, false);

            // Integer arithmetic.
            case I2F -> cw(in, FLOAT, a -> c.op(Spv.Op.OpConvertSToF, c.tFloat(), a[0]), INT);
            case U2F -> cw(in, FLOAT, a -> c.op(Spv.Op.OpConvertUToF, c.tFloat(), a[0]), UINT);
            case F2I -> cw(in, INT, a -> fx.f2i(a[0]), FLOAT);
            case F2U -> cw(in, UINT, a -> fx.f2u(a[0]), FLOAT);
            case NOT -> cw(in, UINT, a -> iop(Spv.Op.OpNot, UINT, a[0]), UINT);
            case AND -> cw(in, UINT, a -> iop(Spv.Op.OpBitwiseAnd, UINT, a[0], a[1]), UINT, UINT);
            case OR -> cw(in, UINT, a -> iop(Spv.Op.OpBitwiseOr, UINT, a[0], a[1]), UINT, UINT);
            case XOR -> cw(in, UINT, a -> iop(Spv.Op.OpBitwiseXor, UINT, a[0], a[1]), UINT, UINT);
            case SHL -> cw(in, UINT, a -> iop(Spv.Op.OpShiftLeftLogical, UINT, a[0], fx.shiftCount(a[1], UINT, false)), UINT, UINT);
            case USHR -> cw(in, UINT, a -> iop(Spv.Op.OpShiftRightLogical, UINT, a[0], fx.shiftCount(a[1], UINT, false)), UINT, UINT);
            case ISHR -> cw(in, INT, a -> iop(Spv.Op.OpShiftRightArithmetic, INT, a[0], fx.shiftCount(a[1], INT, false)), INT, INT);
            case UADD -> cw(in, UINT, a -> iop(Spv.Op.OpIAdd, UINT, a[0], a[1]), UINT, UINT);
            case UMUL -> cw(in, UINT, a -> iop(Spv.Op.OpIMul, UINT, a[0], a[1]), UINT, UINT);
            case UMAD -> cw(in, UINT, a -> iop(Spv.Op.OpIAdd, UINT, iop(Spv.Op.OpIMul, UINT, a[0], a[1]), a[2]), UINT, UINT, UINT);
            case UMAX -> cw(in, UINT, a -> ext(Spv.Glsl.UMax, UINT, a[0], a[1]), UINT, UINT);
            case UMIN -> cw(in, UINT, a -> ext(Spv.Glsl.UMin, UINT, a[0], a[1]), UINT, UINT);
            case IMAX -> cw(in, INT, a -> ext(Spv.Glsl.SMax, INT, a[0], a[1]), INT, INT);
            case IMIN -> cw(in, INT, a -> ext(Spv.Glsl.SMin, INT, a[0], a[1]), INT, INT);
            case INEG -> cw(in, INT, a -> iop(Spv.Op.OpSNegate, INT, a[0]), INT);
            case IABS -> cw(in, INT, a -> ext(Spv.Glsl.SAbs, INT, a[0]), INT);
            case ISSG -> cw(in, INT, a -> ext(Spv.Glsl.SSign, INT, a[0]), INT);
            case SAD -> cw(in, UINT, a -> iop(Spv.Op.OpIAdd, UINT, iop(Spv.Op.OpISub, UINT, ext(Spv.Glsl.UMax, UINT, a[0], a[1]),
                    ext(Spv.Glsl.UMin, UINT, a[0], a[1])), a[2]), UINT, UINT, UINT);
            case UDIV -> cw(in, UINT, a -> fx.udiv(a[0], a[1], false), UINT, UINT);
            case UMOD -> cw(in, UINT, a -> fx.udiv(a[0], a[1], true), UINT, UINT);
            case IDIV -> cw(in, INT, a -> fx.idiv(a[0], a[1], false), INT, INT);
            case MOD -> cw(in, INT, a -> fx.idiv(a[0], a[1], true), INT, INT);
            case IBFE -> cw(in, INT, a -> fx.bitfieldExtract(a[0], a[1], a[2], true), INT, INT, INT);
            case UBFE -> cw(in, UINT, a -> fx.bitfieldExtract(a[0], a[1], a[2], false), UINT, UINT, UINT);
            case BFI -> cw(in, UINT, a -> fx.bitfieldInsert(a[0], a[1], a[2], a[3]), UINT, UINT, UINT, UINT);
            case BREV -> cw(in, UINT, a -> iop(Spv.Op.OpBitReverse, UINT, a[0]), UINT);
            case POPC -> cw(in, INT, a -> iop(Spv.Op.OpBitCount, INT, a[0]), UINT);
            case LSB -> cw(in, INT, a -> ext(Spv.Glsl.FindILsb, INT, a[0]), UINT);
            case IMSB -> cw(in, INT, a -> ext(Spv.Glsl.FindSMsb, INT, a[0]), INT);
            case UMSB -> cw(in, INT, a -> ext(Spv.Glsl.FindUMsb, INT, a[0]), UINT);
            case IMUL_HI -> mulHigh(in, true);
            case UMUL_HI -> mulHigh(in, false);
            case USEQ -> cw(in, UINT, maskOn(Spv.Op.OpIEqual), UINT, UINT);
            case USNE -> cw(in, UINT, maskOn(Spv.Op.OpINotEqual), UINT, UINT);
            case USGE -> cw(in, UINT, maskOn(Spv.Op.OpUGreaterThanEqual), UINT, UINT);
            case USLT -> cw(in, UINT, maskOn(Spv.Op.OpULessThan), UINT, UINT);
            case ISGE -> cw(in, UINT, maskOn(Spv.Op.OpSGreaterThanEqual), INT, INT);
            case ISLT -> cw(in, UINT, maskOn(Spv.Op.OpSLessThan), INT, INT);
            case FSEQ -> cw(in, UINT, maskOn(Spv.Op.OpFOrdEqual), FLOAT, FLOAT);
            case FSNE -> cw(in, UINT, maskOn(Spv.Op.OpFUnordNotEqual), FLOAT, FLOAT);
            case FSGE -> cw(in, UINT, maskOn(Spv.Op.OpFOrdGreaterThanEqual), FLOAT, FLOAT);
            case FSLT -> cw(in, UINT, maskOn(Spv.Op.OpFOrdLessThan), FLOAT, FLOAT);
            case UCMP -> cw(in, FLOAT, a -> fx.fsel(notZero(a[0]), a[1], a[2]), UINT, FLOAT, FLOAT);

            // Doubles.
            case DABS -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> dext(Spv.Glsl.FAbs, a[0]));
            case DNEG -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> d(Spv.Op.OpFNegate, a[0]));
            case DRCP -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.ddiv(c.d(1), a[0]));
            case DSQRT -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.dsqrt(a[0]));
            case DRSQ -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.drsq(a[0]));
            case DFRAC -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> d(Spv.Op.OpFSub, a[0], fx.dfloor(a[0])));
            case DFLR -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.dfloor(a[0]));
            case DTRUNC -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.dtrunc(a[0]));
            case DCEIL -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.dceil(a[0]));
            case DROUND -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> fx.dround(a[0]));
            case DSSG -> wide(in, Shape.UNARY, DOUBLE, DOUBLE, a -> c.select(c.tDouble(), c.op(Spv.Op.OpFOrdGreaterThan, c.tBool(), a[0], c.d(0)), c.d(1),
                    c.select(c.tDouble(), c.op(Spv.Op.OpFOrdLessThan, c.tBool(), a[0], c.d(0)), c.d(-1), c.d(0))));
            case DADD -> wide(in, Shape.BINARY, DOUBLE, DOUBLE, a -> d(Spv.Op.OpFAdd, a[0], a[1]));
            case DMUL -> wide(in, Shape.BINARY, DOUBLE, DOUBLE, a -> d(Spv.Op.OpFMul, a[0], a[1]));
            case DDIV -> wide(in, Shape.BINARY, DOUBLE, DOUBLE, a -> fx.ddiv(a[0], a[1]));
            case DMAX -> wide(in, Shape.BINARY, DOUBLE, DOUBLE, a -> dminmax(a[0], a[1], true));
            case DMIN -> wide(in, Shape.BINARY, DOUBLE, DOUBLE, a -> dminmax(a[0], a[1], false));
            case DSLT -> wide(in, Shape.COMPARE, DOUBLE, UINT, a -> wideCompare(Spv.Op.OpFOrdLessThan, a[0], a[1]));
            case DSGE -> wide(in, Shape.COMPARE, DOUBLE, UINT, a -> wideCompare(Spv.Op.OpFOrdGreaterThanEqual, a[0], a[1]));
            case DSEQ -> wide(in, Shape.COMPARE, DOUBLE, UINT, a -> wideCompare(Spv.Op.OpFOrdEqual, a[0], a[1]));
            case DSNE -> wide(in, Shape.COMPARE, DOUBLE, UINT, a -> wideCompare(Spv.Op.OpFUnordNotEqual, a[0], a[1]));
            case DMAD -> wide(in, Shape.TERNARY, DOUBLE, DOUBLE, a -> d(Spv.Op.OpFAdd, d(Spv.Op.OpFMul, a[0], a[1]), a[2]));
            case DFMA -> wide(in, Shape.TERNARY, DOUBLE, DOUBLE, a -> dext(Spv.Glsl.Fma, a[0], a[1], a[2]));
            case DLDEXP -> wide(in, Shape.LDEXP, DOUBLE, DOUBLE, a -> fx.dldexp(a[0], a[1]));
            case F2D -> wide(in, Shape.FROM_32, FLOAT, DOUBLE, a -> d(Spv.Op.OpFConvert, a[0]));
            case I2D -> wide(in, Shape.FROM_32, INT, DOUBLE, a -> d(Spv.Op.OpConvertSToF, a[0]));
            case U2D -> wide(in, Shape.FROM_32, UINT, DOUBLE, a -> d(Spv.Op.OpConvertUToF, a[0]));
            case D2F -> wide(in, Shape.TO_32, DOUBLE, FLOAT, a -> c.op(Spv.Op.OpFConvert, c.tFloat(), a[0]));
            case D2I -> wide(in, Shape.TO_32, DOUBLE, INT, a -> fx.d2i(a[0]));
            case D2U -> wide(in, Shape.TO_32, DOUBLE, UINT, a -> fx.d2u(a[0]));
            case DFRACEXP -> fracExp(in);

            // 64-bit integers.
            case I64ABS -> wide(in, Shape.UNARY, INT64, INT64, a -> c.ext(Spv.Glsl.SAbs, c.tI64(), a[0]));
            case I64NEG -> wide(in, Shape.UNARY, INT64, INT64, a -> c.op(Spv.Op.OpSNegate, c.tI64(), a[0]));
            case I64SSG -> wide(in, Shape.UNARY, INT64, INT64, a -> c.ext(Spv.Glsl.SSign, c.tI64(), a[0]));
            case D2U64 -> wide(in, Shape.UNARY, DOUBLE, UINT64, a -> fx.toInt64(a[0], c.tDouble(), false, true));
            case D2I64 -> wide(in, Shape.UNARY, DOUBLE, INT64, a -> fx.toInt64(a[0], c.tDouble(), true, true));
            case U642D -> wide(in, Shape.UNARY, UINT64, DOUBLE, a -> d(Spv.Op.OpConvertUToF, a[0]));
            case I642D -> wide(in, Shape.UNARY, INT64, DOUBLE, a -> d(Spv.Op.OpConvertSToF, a[0]));
            case F2U64 -> wide(in, Shape.FROM_32, FLOAT, UINT64, a -> fx.toInt64(a[0], c.tFloat(), false, false));
            case F2I64 -> wide(in, Shape.FROM_32, FLOAT, INT64, a -> fx.toInt64(a[0], c.tFloat(), true, false));
            case U2I64 -> wide(in, Shape.FROM_32, UINT, INT64, a -> c.op(Spv.Op.OpUConvert, c.tU64(), a[0]));
            case I2I64 -> wide(in, Shape.FROM_32, INT, INT64, a -> c.op(Spv.Op.OpSConvert, c.tI64(), a[0]));
            case U642F -> wide(in, Shape.TO_32, UINT64, FLOAT, a -> c.op(Spv.Op.OpConvertUToF, c.tFloat(), a[0]));
            case I642F -> wide(in, Shape.TO_32, INT64, FLOAT, a -> c.op(Spv.Op.OpConvertSToF, c.tFloat(), a[0]));
            case U64SEQ -> wide(in, Shape.COMPARE, UINT64, UINT, a -> wideCompare(Spv.Op.OpIEqual, a[0], a[1]));
            case U64SNE -> wide(in, Shape.COMPARE, UINT64, UINT, a -> wideCompare(Spv.Op.OpINotEqual, a[0], a[1]));
            case U64SLT -> wide(in, Shape.COMPARE, UINT64, UINT, a -> wideCompare(Spv.Op.OpULessThan, a[0], a[1]));
            case U64SGE -> wide(in, Shape.COMPARE, UINT64, UINT, a -> wideCompare(Spv.Op.OpUGreaterThanEqual, a[0], a[1]));
            case I64SLT -> wide(in, Shape.COMPARE, INT64, UINT, a -> wideCompare(Spv.Op.OpSLessThan, a[0], a[1]));
            case I64SGE -> wide(in, Shape.COMPARE, INT64, UINT, a -> wideCompare(Spv.Op.OpSGreaterThanEqual, a[0], a[1]));
            case I64MIN -> wide(in, Shape.BINARY, INT64, INT64, a -> c.ext(Spv.Glsl.SMin, c.tI64(), a[0], a[1]));
            case I64MAX -> wide(in, Shape.BINARY, INT64, INT64, a -> c.ext(Spv.Glsl.SMax, c.tI64(), a[0], a[1]));
            case U64MIN -> wide(in, Shape.BINARY, UINT64, UINT64, a -> c.ext(Spv.Glsl.UMin, c.tU64(), a[0], a[1]));
            case U64MAX -> wide(in, Shape.BINARY, UINT64, UINT64, a -> c.ext(Spv.Glsl.UMax, c.tU64(), a[0], a[1]));
            case U64ADD -> wide(in, Shape.BINARY, UINT64, UINT64, a -> c.op(Spv.Op.OpIAdd, c.tU64(), a[0], a[1]));
            case U64MUL -> wide(in, Shape.BINARY, UINT64, UINT64, a -> c.op(Spv.Op.OpIMul, c.tU64(), a[0], a[1]));
            case U64DIV -> wide(in, Shape.BINARY, UINT64, UINT64, a -> fx.div64(a[0], a[1], false, false));
            case U64MOD -> wide(in, Shape.BINARY, UINT64, UINT64, a -> fx.div64(a[0], a[1], false, true));
            case I64DIV -> wide(in, Shape.BINARY, INT64, INT64, a -> fx.div64(a[0], a[1], true, false));
            case I64MOD -> wide(in, Shape.BINARY, INT64, INT64, a -> fx.div64(a[0], a[1], true, true));
            case U64SHL -> wide(in, Shape.SHIFT, UINT64, UINT64, a -> c.op(Spv.Op.OpShiftLeftLogical, c.tU64(), a[0], fx.shiftCount(a[1], UINT, true)));
            case U64SHR -> wide(in, Shape.SHIFT, UINT64, UINT64, a -> c.op(Spv.Op.OpShiftRightLogical, c.tU64(), a[0], fx.shiftCount(a[1], UINT, true)));
            case I64SHR -> wide(in, Shape.SHIFT, INT64, INT64, a -> c.op(Spv.Op.OpShiftRightArithmetic, c.tI64(), a[0], fx.shiftCount(a[1], UINT, true)));

            // Textures: where the sampler comes from (a SAMP unit with the target in the instruction,
            // or an SVIEW and a SAMP operand) and how the level of detail is chosen.
            case TEX -> tex.lookup(in, tex.classic(in, 1), Mode.IMPLICIT, 0);
            case TEX2 -> tex.lookup(in, tex.classic(in, 2), Mode.IMPLICIT, read(in, 1, 0, FLOAT));
            case TXP -> tex.lookup(in, tex.classic(in, 1), Mode.PROJECT, 0);
            case TXB -> tex.lookup(in, tex.classic(in, 1), Mode.BIAS, read(in, 0, 3, FLOAT));
            case TXB2 -> tex.lookup(in, tex.classic(in, 2), Mode.BIAS, read(in, 1, 0, FLOAT));
            case TXL -> tex.lookup(in, tex.classic(in, 1), Mode.LOD, read(in, 0, 3, FLOAT));
            case TXL2 -> tex.lookup(in, tex.classic(in, 2), Mode.LOD, read(in, 1, 0, FLOAT));
            case TEX_LZ -> tex.lookup(in, tex.classic(in, 1), Mode.LOD, c.f(0f));
            case TXD -> tex.lookup(in, tex.classic(in, 3), Mode.GRAD, 0);
            case TXF -> tex.fetch(in, tex.classic(in, 1), read(in, 0, 3, INT));
            case TXF_LZ -> tex.fetch(in, tex.classic(in, 1), c.i(0));
            case TXQ -> tex.size(in, tex.classic(in, 1), read(in, 0, 0, INT));
            case TXQS -> tex.samples(in, tex.classic(in, 0));
            case TG4 -> tex.lookup(in, tex.classic(in, 2), Mode.GATHER, 0);
            case LODQ -> tex.queryLod(in, tex.classic(in, 1));
            case SAMPLE -> tex.lookup(in, tex.view(in, 1, 2, false), Mode.IMPLICIT, 0);
            case SAMPLE_B -> tex.lookup(in, tex.view(in, 1, 2, false), Mode.BIAS, read(in, 3, 0, FLOAT));
            case SAMPLE_L -> tex.lookup(in, tex.view(in, 1, 2, false), Mode.LOD, read(in, 3, 0, FLOAT));
            case SAMPLE_D -> tex.lookup(in, tex.view(in, 1, 2, false), Mode.GRAD, 0);
            case SAMPLE_C -> tex.lookup(in, tex.view(in, 1, 2, true), Mode.IMPLICIT, 0);
            case SAMPLE_C_LZ -> tex.lookup(in, tex.view(in, 1, 2, true), Mode.LOD, c.f(0f));
            case GATHER4 -> tex.lookup(in, tex.view(in, 1, 2, false), Mode.GATHER, 0);
            case SAMPLE_I -> tex.fetch(in, tex.view(in, 1, -1, false), read(in, 0, 3, INT));
            case SAMPLE_I_MS -> tex.fetch(in, tex.view(in, 1, -1, false), read(in, 2, 0, INT));
            case SVIEWINFO -> tex.size(in, tex.view(in, 1, -1, false), read(in, 0, 0, INT));
            case SAMPLE_INFO -> tex.samples(in, tex.view(in, 1, -1, false));
            case LOD -> tex.queryLod(in, tex.view(in, 1, 2, false));
            case SAMPLE_POS -> tex.samplePosition(in);
            case FBFETCH -> throw unsupported("framebuffer fetch needs input attachments, which dynamic rendering does not offer here");

            // Memory: images, buffers, shared memory, atomics.
            case LOAD -> mem.load(in);
            case STORE -> mem.store(in);
            case RESQ -> mem.query(in);
            case ATOMUADD -> mem.atomic(in, Atomic.ADD);
            case ATOMXCHG -> mem.atomic(in, Atomic.EXCHANGE);
            case ATOMCAS -> mem.atomic(in, Atomic.COMPARE_SWAP);
            case ATOMAND -> mem.atomic(in, Atomic.AND);
            case ATOMOR -> mem.atomic(in, Atomic.OR);
            case ATOMXOR -> mem.atomic(in, Atomic.XOR);
            case ATOMUMIN -> mem.atomic(in, Atomic.UMIN);
            case ATOMUMAX -> mem.atomic(in, Atomic.UMAX);
            case ATOMIMIN -> mem.atomic(in, Atomic.IMIN);
            case ATOMIMAX -> mem.atomic(in, Atomic.IMAX);
            case ATOMFADD -> mem.atomic(in, Atomic.FADD);
            case ATOMINC_WRAP -> mem.atomic(in, Atomic.INC_WRAP);
            case ATOMDEC_WRAP -> mem.atomic(in, Atomic.DEC_WRAP);
            case MEMBAR -> mem.barrier(in);
            case IMG2HND, SAMP2HND -> mem.handle(in);
            case BARRIER -> {
                onlyIn(Processor.COMP);
                c.stmt(Spv.Op.OpControlBarrier, c.u(Spv.Scope.Workgroup), c.u(Spv.Scope.Workgroup),
                        c.u(Spv.MemorySemantics.AcquireRelease | Spv.MemorySemantics.WorkgroupMemory));
            }

            // Interpolation at a chosen location.
            case INTERP_CENTROID -> interpolate(in, Spv.Glsl.InterpolateAtCentroid, 0);
            case INTERP_SAMPLE -> interpolate(in, Spv.Glsl.InterpolateAtSample, read(in, 1, 0, INT));
            case INTERP_OFFSET -> interpolate(in, Spv.Glsl.InterpolateAtOffset,
                    c.composite(c.vec(c.tFloat(), 2), read(in, 1, 0, FLOAT), read(in, 1, 1, FLOAT)));

            // Subgroups and clocks.
            case VOTE_ANY -> vote(in, Spv.Op.OpGroupNonUniformAny);
            case VOTE_ALL -> vote(in, Spv.Op.OpGroupNonUniformAll);
            case VOTE_EQ -> {
                subgroup(Spv.Capability.GroupNonUniformVote);
                rep(in, UINT, a -> c.select(c.tUint(), c.op(Spv.Op.OpGroupNonUniformAllEqual, c.tBool(), subgroupScope(), a[0]), c.u(-1), c.u(0)), UINT);
            }
            case BALLOT -> {
                subgroup(Spv.Capability.GroupNonUniformBallot);
                int bits = c.op(Spv.Op.OpGroupNonUniformBallot, c.tUvec4(), subgroupScope(), notZero(read(in, 0, 0, UINT)));
                perChannel(in, UINT, ch -> c.extract(c.tUint(), bits, ch & 1));
            }
            case READ_FIRST -> {
                subgroup(Spv.Capability.GroupNonUniformBallot);
                cw(in, UINT, a -> c.op(Spv.Op.OpGroupNonUniformBroadcastFirst, c.tUint(), subgroupScope(), a[0]), UINT);
            }
            case READ_INVOC -> readInvocation(in);
            case READ_HELPER -> {
                onlyIn(Processor.FRAG);
                c.demoteCapability(io.target());
                int helper = c.op(Spv.Op.OpIsHelperInvocationEXT, c.tBool());
                rep(in, UINT, a -> c.select(c.tUint(), helper, c.u(-1), c.u(0)));
            }
            case CLOCK -> {
                c.m.extension("SPV_KHR_shader_clock");
                c.m.capability(Spv.Capability.ShaderClockKHR);
                int clock = c.op(Spv.Op.OpReadClockKHR, c.vec(c.tUint(), 2), c.u(Spv.Scope.Subgroup));
                perChannel(in, UINT, ch -> ch < 2 ? c.extract(c.tUint(), clock, ch) : c.u(0));
            }

            // Discards.
            case KILL, DEMOTE -> kill();
            case KILL_IF -> {
                onlyIn(Processor.FRAG);
                int any = 0;
                for (int ch = 0; ch < 4; ch++) {
                    int neg = fx.lt(read(in, 0, ch, FLOAT), c.f(0f));
                    any = any == 0 ? neg : fx.or(any, neg);
                }
                c.ifThen(any, this::kill);
            }

            // Geometry output.
            case EMIT -> {
                onlyIn(Processor.GEOM);
                io.emitEpilogue();
                emitStream(in, Spv.Op.OpEmitVertex, Spv.Op.OpEmitStreamVertex);
            }
            case ENDPRIM -> {
                onlyIn(Processor.GEOM);
                emitStream(in, Spv.Op.OpEndPrimitive, Spv.Op.OpEndStreamPrimitive);
            }

            // Control flow.
            case IF, IFC -> flow.beginIf(pc, c.op(Spv.Op.OpFUnordNotEqual, c.tBool(), read(in, 0, 0, FLOAT), c.f(0f)));
            case UIF -> flow.beginIf(pc, notZero(read(in, 0, 0, UINT)));
            case ELSE -> flow.elseBranch();
            case ENDIF -> flow.endIf();
            case BGNLOOP -> flow.beginLoop();
            case ENDLOOP -> flow.endLoop();
            case BRK -> flow.breakOut();
            case BREAKC -> c.ifThen(notZero(read(in, 0, 0, UINT)), flow::breakOut);
            case CONT -> flow.continueLoop();
            case SWITCH -> {
                int selector = read(in, 0, 0, UINT);
                int[] cases = cf.cases(pc);
                int[] values = new int[cases.length];
                for (int k = 0; k < cases.length; k++) {
                    values[k] = regs.read(shader.instructions().get(cases[k]).src(0), 0, UINT);
                }
                flow.beginSwitch(pc, selector, values);
            }
            case CASE, DEFAULT -> flow.segment(pc);
            case ENDSWITCH -> flow.endSwitch();
            case CAL -> call(in);
            case CALLNZ -> c.ifThen(c.op(Spv.Op.OpFUnordNotEqual, c.tBool(), read(in, 0, 0, FLOAT), c.f(0f)), () -> call(in));
            case RET, END -> c.stmt(Spv.Op.OpReturn);
            case BGNSUB, ENDSUB -> throw new IllegalStateException("subroutine bounds are handled by the translator");
            case NOP -> { }
            case BRA -> throw unsupported("a branch to a label has no structured SPIR-V form");
            case PUSHA, POPA -> throw unsupported("the 2010 specification's address stack has no SPIR-V form");
        }
    }

    /// READ_INVOC: every channel from the invocation `src1.x` names. The id is TGSI's uniform index
    /// (the interpreter takes the lowest executing lane's): an immediate is a constant, the one form
    /// SPIR-V 1.3's `OpGroupNonUniformBroadcast` takes; a register is made uniform by
    /// `OpGroupNonUniformBroadcastFirst`, then broadcast from SPIR-V 1.5 on (a dynamically uniform
    /// id) and shuffled before. A read from an inactive invocation is undefined, as in GLSL (the
    /// WGSL lowering keeps only active ones).
    private void readInvocation(Instruction in) {
        subgroup(Spv.Capability.GroupNonUniformBallot);
        Integer constant = tex.immediateWord(in.src(1), 0);
        int id;
        int spvOp = Spv.Op.OpGroupNonUniformBroadcast;
        if (constant != null) {
            id = c.u(constant);
        } else {
            id = c.op(Spv.Op.OpGroupNonUniformBroadcastFirst, c.tUint(), subgroupScope(), read(in, 1, 0, UINT));
            if (!io.target().broadcastsFromRegisters()) {
                subgroup(Spv.Capability.GroupNonUniformShuffle);
                spvOp = Spv.Op.OpGroupNonUniformShuffle;
            }
        }
        int from = spvOp;
        cw(in, UINT, a -> c.op(from, c.tUint(), subgroupScope(), a[0], id), UINT);
    }

    private void vote(Instruction in, int spvOp) {
        subgroup(Spv.Capability.GroupNonUniformVote);
        rep(in, UINT, a -> c.select(c.tUint(), c.op(spvOp, c.tBool(), subgroupScope(), notZero(a[0])), c.u(-1), c.u(0)), UINT);
    }

    private void emitStream(Instruction in, int plain, int streamed) {
        int stream = in.src().isEmpty() ? 0 : shader.immediates().isEmpty() || in.src(0).file() != dev.tungsten.tgsi.RegisterFile.IMMEDIATE
                ? 0 : shader.immediates().get(in.src(0).index()).word(in.src(0).swizzle(0));
        if (stream == 0) {
            c.stmt(plain);
        } else {
            c.m.capability(Spv.Capability.GeometryStreams);
            c.stmt(streamed, c.u(stream));
        }
    }

    private void interpolate(Instruction in, int inst, int extra) {
        onlyIn(Processor.FRAG);
        SrcRegister s = in.src(0);
        int var = io.inputVariable(s);
        if (var == 0) {
            throw unsupported("interpolates only an interpolated input read directly");
        }
        c.m.capability(Spv.Capability.InterpolationFunction);
        int v4 = c.vec(c.tFloat(), 4);
        int value = extra == 0 ? c.ext(inst, v4, var) : c.ext(inst, v4, var, extra);
        int[] out = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            int v = c.extract(c.tFloat(), value, s.swizzle(ch));
            if (s.absolute()) {
                v = fx.fabs(v);
            }
            out[ch] = s.negate() ? c.op(Spv.Op.OpFNegate, c.tFloat(), v) : v;
        }
        store(in, 0, out, FLOAT);
    }
}
