package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.Ureg;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;
import dev.tungsten.tgsi.opt.TgsiOptimizer;

/// Lowers one entry point of a validated module to TGSI with the [Ureg] builder.
///
/// The plan: every function called from the entry point is inlined (recursion is impossible,
/// and inlining resolves every pointer to a compile-time [Place]); every value lives in
/// temporaries ([RegisterValue]: one register per scalar, vector or matrix column, aggregates in TEMP
/// arrays so that they can be indexed at run time); uniform buffers become 2-D `CONST`
/// registers, storage buffers `BUFFER`, workgroup variables one `MEMORY[SHARED]` region, textures
/// and samplers `SVIEW` and `SAMP`, storage textures `IMAGE` ([TgsiInterface]). Control flow maps
/// to IF/UIF, BGNLOOP, SWITCH and BRK/CONT, with flags where a `break`, `continue` or inlined
/// `return` must leave more than the innermost TGSI construct ([TgsiStatements]).
///
/// Override values are supplied by name (or by `@id` as a decimal string); an override without a
/// default must have one.
public final class TgsiLowering {
    final Module m;
    final ModuleInfo info;
    final EntryPoint entry;
    final Layouter layouter;
    final ConstEvaluator ev;
    final Ureg u;
    final List<ConstValue> overrides;
    final Options options;
    final TgsiInterface io;
    final TgsiMemory mem;
    final TgsiExpressions exprs;
    final TgsiBuiltins builtins;
    final TgsiSubgroups subgroups;
    final TgsiHalf half;
    final TgsiInt64 int64;
    private UregDst address;

    /// Pipeline-time choices: override values by name (or `@id` in decimal), the slot count of
    /// each runtime-sized binding array, keyed by `List.of(group, binding)`, and whether the
    /// emitted TGSI goes through [TgsiOptimizer] (on by default; off shows the lowering as it is).
    public record Options(Map<String, Double> overrides, Map<List<Integer>, Integer> bindingArraySizes,
                          boolean optimize) {
        /// Optimized.
        public Options(Map<String, Double> overrides, Map<List<Integer>, Integer> bindingArraySizes) {
            this(overrides, bindingArraySizes, true);
        }

        public static Options defaults() {
            return new Options(Map.of(), Map.of());
        }

        public Options withOptimize(boolean on) {
            return new Options(overrides, bindingArraySizes, on);
        }
    }

    private TgsiLowering(Module m, ModuleInfo info, EntryPoint entry, Options options) {
        this.options = options;
        Map<String, Double> overrideValues = options.overrides();
        this.m = m;
        this.info = info;
        this.entry = entry;
        this.layouter = new Layouter(m.types());
        this.ev = new ConstEvaluator(m);
        this.u = Ureg.create(switch (entry.stage()) {
            case VERTEX -> Processor.VERT;
            case FRAGMENT -> Processor.FRAG;
            case COMPUTE -> Processor.COMP;
        });
        this.overrides = resolveOverrides(overrideValues);
        this.io = new TgsiInterface(this);
        this.mem = new TgsiMemory(this);
        this.exprs = new TgsiExpressions(this);
        this.builtins = new TgsiBuiltins(this);
        this.subgroups = new TgsiSubgroups(this);
        this.half = new TgsiHalf(this);
        this.int64 = new TgsiInt64(this);
    }

    /// Lowers entry point `entryName` of `module` (which must have validated, giving `info`).
    /// @throws TgsiLoweringException for a construct TGSI cannot express, located at its span
    public static TgsiProgram lower(Module module, ModuleInfo info, String entryName, Map<String, Double> overrideValues) {
        return lower(module, info, entryName, new Options(overrideValues, Map.of()));
    }

    /// Lowers entry point `entryName` with the given pipeline options.
    public static TgsiProgram lower(Module module, ModuleInfo info, String entryName, Options options) {
        if (!info.isValid()) {
            throw new TgsiLoweringException(Span.UNDEFINED, "the module did not validate");
        }
        EntryPoint ep = null;
        for (EntryPoint e : module.entryPoints()) {
            if (e.name().equals(entryName)) {
                ep = e;
            }
        }
        if (ep == null) {
            throw new TgsiLoweringException(Span.UNDEFINED, "no entry point named `" + entryName + "`");
        }
        TgsiLowering l = new TgsiLowering(module, info, ep, options);
        try {
            return l.run();
        } catch (TgsiException e) {
            throw new TgsiLoweringException(module.functions().span(ep.function()),
                    "the TGSI builder refused the shader: " + e.getMessage());
        } catch (TgsiLoweringException e) {
            // Interface and resource declarations are lowered outside any statement.
            throw e.locatedAt(module.functions().span(ep.function()));
        }
    }

    private TgsiProgram run() {
        int[] wg = io.declareStage();
        io.declareResources();
        TgsiStatements.Frame frame = new TgsiStatements(this).entryFrame(entry.function());
        io.bindInputs(frame);
        io.initialiseGlobals();
        new TgsiStatements(this).lowerEntry(frame);
        u.end();
        TgsiShader shader = u.finish();
        if (options.optimize()) {
            shader = TgsiOptimizer.optimize(shader);
        }
        return new TgsiProgram(shader, io.resources(), io.sharedBytes(), wg);
    }

    // ------------------------------------------------------------------ overrides

    private List<ConstValue> resolveOverrides(Map<String, Double> values) {
        List<ConstValue> out = new ArrayList<>();
        for (Handle<OverrideConstant> h : m.overrides()) {
            OverrideConstant o = m.overrides().get(h);
            Double given = values.get(o.name());
            if (given == null && o.id() >= 0) {
                given = values.get(Integer.toString(o.id()));
            }
            ConstValue v;
            if (given != null) {
                Scalar s = m.inner(o.type()).scalar();
                Literal lit = switch (s.kind()) {
                    case BOOL -> new Literal.Bool(given != 0);
                    case SINT -> new Literal.I32((int) (double) given);
                    case UINT -> new Literal.U32((long) (double) given & 0xFFFF_FFFFL);
                    // An f16 override holds the binary16 value nearest the given number.
                    default -> TgsiHalf.isHalf(s) ? new Literal.F16(Float.float16ToFloat(Float.floatToFloat16((float) (double) given)))
                            : new Literal.F32((float) (double) given);
                };
                v = new ConstValue.Lit(lit);
            } else if (o.init() != null) {
                try {
                    v = ev.evaluate(o.init(), m.globalExpressions(), out);
                } catch (ConstValue.EvaluationError e) {
                    throw new TgsiLoweringException(m.overrides().span(h), "override `" + o.name() + "`: " + e.getMessage());
                }
            } else {
                throw new TgsiLoweringException(m.overrides().span(h), "override `" + o.name() + "` has no value");
            }
            out.add(v);
        }
        return out;
    }

    /// The value of a constant expression of the module (override values applied).
    ConstValue constant(Handle<Expression> h) {
        try {
            return ev.evaluate(h, m.globalExpressions(), overrides);
        } catch (ConstValue.EvaluationError e) {
            throw new TgsiLoweringException(m.globalExpressions().span(h), e.getMessage());
        }
    }

    // ------------------------------------------------------------------ registers

    UregDst temp() {
        return u.temporary();
    }

    /// The most registers one value may occupy. Mesa's tgsi_exec has 4096 temporaries in all and
    /// WGSL's function and private address spaces are far smaller (8192 bytes), so a value needing
    /// more can only come from an absurd array size; it is refused before anything is allocated.
    static final int MAX_VALUE_SLOTS = 4096;

    /// Registers for a value of type `t`: one temporary for a single slot, a TEMP array otherwise.
    RegisterValue newRegisterValue(TypeInner t) {
        return newRegisterValue(t, Span.UNDEFINED);
    }

    /// As [#newRegisterValue(TypeInner)], naming `span` when the value is too large for TGSI registers.
    RegisterValue newRegisterValue(TypeInner t, Span span) {
        int n = slots(t);
        if (n > MAX_VALUE_SLOTS) {
            throw unsupported(span, "a value of " + (n == Integer.MAX_VALUE ? "over 2^31" : String.valueOf(n))
                    + " registers (more than " + MAX_VALUE_SLOTS + ")");
        }
        if (n == 1) {
            UregDst d = u.temporary();
            return new RegisterValue(List.of(d.toSrc()), d);
        }
        UregDst first = u.arrayTemporary(n, false);
        List<UregSrc> s = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            s.add(first.toSrc().offset(i));
        }
        return new RegisterValue(s, first);
    }

    /// The register slots a value of `t` occupies, saturating at `Integer.MAX_VALUE`.
    int slots(TypeInner t) {
        long n = switch (t) {
            case TypeInner.Matrix mt -> mt.columns();
            case TypeInner.Array a -> a.size() instanceof TypeInner.ArraySize.Constant c
                    ? (long) c.count() * slots(m.inner(a.base())) : 1;
            case TypeInner.Struct s -> {
                long sum = 0;
                for (TypeInner.StructMember mem : s.members()) {
                    sum += slots(m.inner(mem.type()));
                }
                yield sum;
            }
            case TypeInner.BindingArray b -> b.size() instanceof TypeInner.ArraySize.Constant c ? c.count() : 1;
            case TypeInner.Vector v when TgsiInt64.is(v.scalar()) -> TgsiInt64.slotCount(v.size());
            default -> 1;
        };
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    /// Register channels a scalar or vector uses (1 for anything else): one per component, two
    /// per 64-bit component (TGSI's double pairs).
    static int width(TypeInner t) {
        int n = t instanceof TypeInner.Vector v ? v.size() : 1;
        Scalar s = t.scalar();
        return s != null && s.width() == 8 ? 2 * n : n;
    }

    static int mask(int components) {
        return (1 << components) - 1;
    }

    UregSrc immF(float v) {
        return u.immFloat(v);
    }

    UregSrc immI(int v) {
        return u.immInt(v);
    }

    UregSrc immU(int v) {
        return u.immUint(v);
    }

    /// ~0: WGSL `true` in a register.
    UregSrc immTrue() {
        return u.immUint(-1);
    }

    /// A scalar result register, written in `.x`.
    UregDst scalarTemp() {
        return u.temporary().mask(WriteMask.X);
    }

    /// Loads `value.x` into the address register and returns `ADDR[0]` for indirect operands.
    UregSrc address(UregSrc value) {
        if (address == null) {
            address = u.address();
        }
        u.emit(TgsiOpcode.UARL, address.mask(WriteMask.X), value.xxxx());
        return address.toSrc().xxxx();
    }

    /// `a.x + b.x` as a new integer register.
    UregSrc add(UregSrc a, UregSrc b) {
        UregDst d = scalarTemp();
        u.emit(TgsiOpcode.UADD, d, a.xxxx(), b.xxxx());
        return d.toSrc();
    }

    /// `a.x * k + b.x` (b may be `null`) as a new integer register.
    UregSrc madInt(UregSrc a, int k, UregSrc b) {
        UregDst d = scalarTemp();
        if (b == null) {
            u.emit(TgsiOpcode.UMUL, d, a.xxxx(), immU(k));
        } else {
            u.emit(TgsiOpcode.UMAD, d, a.xxxx(), immU(k), b.xxxx());
        }
        return d.toSrc();
    }

    /// Copies the first `n` components of `src` into a new register.
    UregSrc copy(UregSrc src, int n) {
        UregDst d = u.temporary().mask(mask(n));
        u.emit(TgsiOpcode.MOV, d, src);
        return d.toSrc();
    }

    TgsiLoweringException unsupported(Span span, String what) {
        return new TgsiLoweringException(span, what + " cannot be expressed in TGSI");
    }

    /// Rejects f64 vectors wider than one register (and matrix columns of them): f64 scalars and
    /// `vec2<f64>` use TGSI's double pairs. Every scalar width is lowered: f16 values live in f32
    /// channels rounded by [TgsiHalf], 64-bit integers in channel pairs ([TgsiInt64]).
    void checkType(TypeInner t, Span span) {
        if (!TgsiInt64.is(t) && width(t instanceof TypeInner.Matrix mt ? new TypeInner.Vector(mt.rows(), mt.scalar()) : t) > 4) {
            throw unsupported(span, TypePrinter.name(m, t) + " (an f64 vector wider than two components)");
        }
    }
}
