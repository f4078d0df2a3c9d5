package dev.tungsten.gl.glsl;

import dev.tungsten.gl.glsl.GlslGuards.Operation;
import dev.tungsten.gl.glsl.MemoryInstructions.Atomic;
import dev.tungsten.gl.glsl.TextureInstructions.Mode;
import dev.tungsten.gl.glsl.WideInstructions.Scalar;
import dev.tungsten.gl.glsl.WideInstructions.Shape;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiOpcode;

import java.util.ArrayDeque;
import java.util.Deque;

import static dev.tungsten.gl.glsl.ValueKind.FLOAT;
import static dev.tungsten.gl.glsl.ValueKind.INT;
import static dev.tungsten.gl.glsl.ValueKind.UINT;

/// Translates one TGSI instruction into GLSL statements. The dispatch is one exhaustive switch
/// expression over `TgsiOpcode` with no `default` ([#step]), so a new opcode fails to compile
/// here until it is handled; that switch is why this file is longer than the usual 800 lines.
/// It is the translator's only switch over the opcodes: its arms for texture, memory and 64-bit
/// opcodes hand [TextureInstructions], [MemoryInstructions] and [WideInstructions] what the
/// opcode means (the sampler operand and lookup mode, the atomic operation, the channel-pair
/// shape, types and formula), and its control-flow arms say which steps are never guarded.
///
/// Each arithmetic opcode follows the interpreter's formula (`tgsi_exec`'s, see
/// `../shared/TGSI-REFERENCE.md` section 5): DP4 is `((x*x + y*y) + z*z) + w*w`, LRP is
/// `a*(b-c) + c`, FRC is `x - floor(x)`, RSQ is `1/sqrt(x)`. Where the formula performs an
/// operation that GLSL leaves undefined for some operands and TGSI defines (conversions out of
/// range, division by zero, shift counts, NaN in MIN/MAX, ...), the arm applies it through
/// [GlslGuards], which allows only the guards the opcode's row lists ([TgsiOpcode#guards]).
/// With `precise` storage (GLSL 4.00 and later) the GL compiler may not fuse or reassociate any
/// of it, so llvmpipe's results match the interpreter's bit for bit except for the
/// transcendental functions.
///
/// Control flow maps onto GLSL's structured statements. Loops carry an iteration guard
/// ([#LOOP_LIMIT]) so that a shader that never leaves a loop cannot hang the GL driver. SWITCH is
/// not GLSL's `switch` (which needs constant labels) but is lowered to flags that replay the
/// interpreter's switch masks per invocation: every CASE value is read when SWITCH executes, a
/// CASE turns the body on when its value matches, DEFAULT when no CASE of the switch matches
/// (wherever it stands, as `tgsi.rst` says), BRK turns it off for this invocation, and every
/// statement of the body is guarded by the flag. So CASE values may be registers and
/// fall-through is exact.
///
/// Two opcodes are translated to near equivalents: DEMOTE becomes `discard` when the target
/// lacks `GL_EXT_demote_to_helper_invocation` (the pixel is dropped either way; only derivatives
/// its quad neighbours take afterwards may differ), and coarse DDX/DDY may use either row or
/// column of the quad, as GLSL allows.
final class InstructionTranslator {
    /// Iterations after which a loop is left, so that a runaway shader cannot hang the driver.
    static final int LOOP_LIMIT = 1 << 20;

    private final Emission em;
    private final Registers regs;
    private final TextureInstructions textures;
    private final MemoryInstructions memory;
    private final WideInstructions wide;
    private final GlslGuards guards;
    private boolean inMain;
    private int loopDepth;
    /// What BRK leaves, innermost first.
    private final Deque<Breakable> breakables = new ArrayDeque<>();
    private final Deque<Switch> switches = new ArrayDeque<>();

    private enum Breakable { LOOP, GUARDED_LOOP, SWITCH }

    /// A lowered SWITCH: its selector, whether this invocation currently executes the body
    /// (`tgsi_exec`'s switch mask), whether a CASE matched (its default mask), and the enclosing
    /// switch's flag (`true` at top level), which a CASE or DEFAULT needs to turn the body on.
    private record Switch(String selector, String on, String hit, String outer, String casePrefix) {}

    InstructionTranslator(Emission em, Registers regs) {
        this.em = em;
        this.regs = regs;
        this.textures = new TextureInstructions(em, regs);
        this.memory = new MemoryInstructions(em, regs);
        this.wide = new WideInstructions(em, regs);
        this.guards = new GlslGuards(em);
    }

    /// Sets whether the instructions that follow belong to `main` (RET and END then end the
    /// shader) or to a subroutine.
    void enterFunction(boolean main) {
        this.inMain = main;
        this.loopDepth = 0;
        this.breakables.clear();
        this.switches.clear();
        this.skips.clear();
    }

    void translate(int pc, Instruction in) {
        em.pc = pc;
        em.opcode = in.opcode();
        skips.removeIf(k -> k.target() == pc);
        Runnable step = step(pc, in);
        String guard = step instanceof Structure ? null : guard();
        if (guard != null) {
            em.body.open("if (" + guard + ") {");
        }
        step.run();
        if (guard != null) {
            em.body.close("}");
        }
    }

    /// The step of an opcode that shapes control flow and is therefore never guarded: its header
    /// is evaluated harmlessly, and what it contains is guarded statement by statement.
    private record Structure(Runnable emit) implements Runnable {
        @Override
        public void run() {
            emit.run();
        }
    }

    /// When this invocation executes the current statement, as a GLSL condition, or null when it
    /// always does: the enclosing switch's flag (in a switch body) and no pending forward BRA.
    private String guard() {
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (inSwitchBody()) {
            parts.add(switches.peek().on());
        }
        for (Skip k : skips) {
            parts.add("!" + k.flag());
        }
        return parts.isEmpty() ? null : String.join(" && ", parts);
    }

    /// A forward BRA being replayed: until instruction `target`, statements run only when `flag`
    /// (the branch was taken) is false.
    private record Skip(String flag, int target) {}

    private final java.util.List<Skip> skips = new java.util.ArrayList<>();

    /// Whether instructions are in a SWITCH's body and not in a loop nested in it: they run only
    /// while that switch's flag is set.
    private boolean inSwitchBody() {
        return !breakables.isEmpty() && breakables.peek() == Breakable.SWITCH;
    }

    /// What instruction `pc` emits, as a step for [#translate] to run: the one switch over the
    /// opcodes, a switch expression so that javac checks it covers every row of the table.
    /// Control-flow structure is a [Structure]; every other step is a statement.
    private Runnable step(int pc, Instruction in) {
        boolean legacyMath = em.scan.shader.property(PropertyName.LEGACY_MATH_RULES, 0) != 0;
        String mul = legacyMath ? "tgsi_mulz($0, $1)" : "$0 * $1";
        if (legacyMath) {
            em.helper(GlslHelper.MULZ);
        }
        return switch (in.opcode()) {
            // Float arithmetic, component-wise.
            case MOV -> () -> op(in, FLOAT, "$0", FLOAT);
            case ADD -> () -> op(in, FLOAT, "$0 + $1", FLOAT, FLOAT);
            case SUB -> () -> op(in, FLOAT, "$0 - $1", FLOAT, FLOAT);
            case MUL -> () -> op(in, FLOAT, mul, FLOAT, FLOAT);
            case MAD -> () -> op(in, FLOAT, mul.replace("$1", "$1") + " + $2", FLOAT, FLOAT, FLOAT);
            case FMA -> () -> {
                em.require(GlslFeature.GPU_SHADER5);
                op(in, FLOAT, "fma($0, $1, $2)", FLOAT, FLOAT, FLOAT);
            };
            case LRP -> () -> op(in, FLOAT, legacyMath ? "tgsi_mulz($0, $1 - $2) + $2" : "$0 * ($1 - $2) + $2", FLOAT, FLOAT, FLOAT);
            case DIV -> () -> op(in, FLOAT, guards.apply(Operation.FDIV, "$0", "$1"), FLOAT, FLOAT);
            case MIN -> () -> op(in, FLOAT, guards.apply(Operation.FMIN, "$0", "$1"), FLOAT, FLOAT);
            case MAX -> () -> op(in, FLOAT, guards.apply(Operation.FMAX, "$0", "$1"), FLOAT, FLOAT);
            case CLAMP -> () -> block(in, FLOAT, "vec4 tgsi_x = $0; vec4 tgsi_lo = $1; vec4 tgsi_hi = $2;",
                    "mix(mix(tgsi_x, tgsi_hi, greaterThan(tgsi_x, tgsi_hi)), tgsi_lo, lessThan(tgsi_x, tgsi_lo))",
                    FLOAT, FLOAT, FLOAT);
            case ABS -> () -> op(in, FLOAT, "abs($0)", FLOAT);
            case SLT -> () -> op(in, FLOAT, "vec4(lessThan($0, $1))", FLOAT, FLOAT);
            case SGE -> () -> op(in, FLOAT, "vec4(greaterThanEqual($0, $1))", FLOAT, FLOAT);
            case SEQ -> () -> op(in, FLOAT, "vec4(equal($0, $1))", FLOAT, FLOAT);
            case SGT -> () -> op(in, FLOAT, "vec4(greaterThan($0, $1))", FLOAT, FLOAT);
            case SLE -> () -> op(in, FLOAT, "vec4(lessThanEqual($0, $1))", FLOAT, FLOAT);
            case SNE -> () -> op(in, FLOAT, "vec4(notEqual($0, $1))", FLOAT, FLOAT);
            case FRC -> () -> op(in, FLOAT, "$0 - floor($0)", FLOAT);
            case FLR -> () -> op(in, FLOAT, "floor($0)", FLOAT);
            case CEIL -> () -> op(in, FLOAT, "ceil($0)", FLOAT);
            case TRUNC -> () -> op(in, FLOAT, "trunc($0)", FLOAT);
            case ROUND -> () -> op(in, FLOAT, "roundEven($0)", FLOAT);
            case SSG -> () -> op(in, FLOAT, "vec4(greaterThan($0, vec4(0.0))) - vec4(lessThan($0, vec4(0.0)))", FLOAT);
            case CMP -> () -> op(in, FLOAT, "mix($2, $1, lessThan($0, vec4(0.0)))", FLOAT, FLOAT, FLOAT);
            case CND -> () -> op(in, FLOAT, "mix($1, $0, greaterThan($2, vec4(0.5)))", FLOAT, FLOAT, FLOAT);
            case LDEXP -> () -> op(in, FLOAT, guards.apply(Operation.LDEXP, "$0", "$1"), FLOAT, INT);
            case DDX -> () -> derivative(in, "dFdxCoarse", "dFdx");
            case DDY -> () -> derivative(in, "dFdyCoarse", "dFdy");
            case DDX_FINE -> () -> derivative(in, "dFdxFine", null);
            case DDY_FINE -> () -> derivative(in, "dFdyFine", null);
            case ARL -> () -> op(in, INT, guards.apply(Operation.F2I, "floor($0)"), FLOAT);
            case ARR -> () -> op(in, INT, guards.apply(Operation.F2I, "floor($0 + 0.5)"), FLOAT);
            case UARL -> () -> op(in, INT, "$0", INT);
            case ARA -> () -> op(in, INT, "($0.xyxy + $0.zwzw)", INT);

            // Float arithmetic, one scalar result replicated.
            case RCP -> () -> rep(in, FLOAT, guards.apply(Operation.FDIV, "1.0", "$0"), FLOAT);
            case RSQ -> () -> rep(in, FLOAT, guards.apply(Operation.RSQ, "$0"), FLOAT);
            case SQRT -> () -> rep(in, FLOAT, guards.apply(Operation.SQRT, "$0"), FLOAT);
            case EX2 -> () -> rep(in, FLOAT, "exp2($0)", FLOAT);
            case LG2 -> () -> rep(in, FLOAT, guards.apply(Operation.LOG2, "$0"), FLOAT);
            case SIN -> () -> rep(in, FLOAT, "sin($0)", FLOAT);
            case COS -> () -> rep(in, FLOAT, "cos($0)", FLOAT);
            case POW -> () -> rep(in, FLOAT, guards.apply(Operation.POW, "$0", "$1"), FLOAT, FLOAT);
            case RCC -> () -> {
                em.helper(GlslHelper.RCC);
                rep(in, FLOAT, "tgsi_rcc(" + guards.apply(Operation.FDIV, "1.0", "$0") + ", $0)", FLOAT);
            };
            case DP2 -> () -> dot(in, 2, false, false, legacyMath);
            case DP3 -> () -> dot(in, 3, false, false, legacyMath);
            case DP4 -> () -> dot(in, 4, false, false, legacyMath);
            case DPH -> () -> dot(in, 3, true, false, legacyMath);
            case DP2A -> () -> dot(in, 2, false, true, legacyMath);
            case SFL -> () -> rep(in, FLOAT, "0.0");
            case STR -> () -> rep(in, FLOAT, "1.0");
            case NRM4 -> () -> block(in, FLOAT, "vec4 tgsi_s = $0; float tgsi_n = " + guards.apply(Operation.RSQ,
                            "tgsi_s.x * tgsi_s.x + tgsi_s.y * tgsi_s.y + tgsi_s.z * tgsi_s.z + tgsi_s.w * tgsi_s.w") + ";",
                    "tgsi_s * tgsi_n", FLOAT);

            // Float arithmetic with a formula per channel.
            case LIT -> () -> lit(in);
            case EXP -> () -> block(in, FLOAT, "vec4 tgsi_s = $0; float tgsi_f = floor(tgsi_s.x);",
                    "vec4(exp2(tgsi_f), tgsi_s.x - tgsi_f, exp2(tgsi_s.x), 1.0)", FLOAT);
            case LOG -> () -> block(in, FLOAT, "float tgsi_a = abs(($0).x); float tgsi_l = " + guards.apply(Operation.LOG2, "tgsi_a")
                            + "; float tgsi_f = floor(tgsi_l);",
                    "vec4(tgsi_f, " + guards.apply(Operation.FDIV, "tgsi_a", "exp2(tgsi_f)") + ", tgsi_l, 1.0)", FLOAT);
            case DST -> () -> block(in, FLOAT, "vec4 tgsi_a = $0; vec4 tgsi_b = $1;",
                    "vec4(1.0, tgsi_a.y * tgsi_b.y, tgsi_a.z, tgsi_b.w)", FLOAT, FLOAT);
            case SCS -> () -> block(in, FLOAT, "float tgsi_a = ($0).x;", "vec4(cos(tgsi_a), sin(tgsi_a), 0.0, 1.0)", FLOAT);
            case XPD -> () -> block(in, FLOAT, "vec4 tgsi_a = $0; vec4 tgsi_b = $1;",
                    "vec4(tgsi_a.y * tgsi_b.z - tgsi_a.z * tgsi_b.y, tgsi_a.z * tgsi_b.x - tgsi_a.x * tgsi_b.z, "
                            + "tgsi_a.x * tgsi_b.y - tgsi_a.y * tgsi_b.x, 1.0)", FLOAT, FLOAT);
            case RFL -> () -> block(in, FLOAT, "vec4 tgsi_a = $0; vec4 tgsi_b = $1; float tgsi_k = " + guards.apply(Operation.FDIV,
                            "2.0 * (tgsi_a.x * tgsi_b.x + tgsi_a.y * tgsi_b.y + tgsi_a.z * tgsi_b.z)",
                            "tgsi_a.x * tgsi_a.x + tgsi_a.y * tgsi_a.y + tgsi_a.z * tgsi_a.z") + ";",
                    "vec4(tgsi_k * tgsi_a.xyz - tgsi_b.xyz, 1.0)", FLOAT, FLOAT);
            case X2D -> () -> block(in, FLOAT, "vec4 tgsi_a = $0; vec4 tgsi_b = $1; vec4 tgsi_c = $2; "
                            + "float tgsi_u = tgsi_c.x * tgsi_b.x + tgsi_c.y * tgsi_b.y + tgsi_a.x; "
                            + "float tgsi_v = tgsi_c.z * tgsi_b.x + tgsi_c.w * tgsi_b.y + tgsi_a.y;",
                    "vec4(tgsi_u, tgsi_v, tgsi_u, tgsi_v)", FLOAT, FLOAT, FLOAT);
            case NRM -> () -> block(in, FLOAT, "vec4 tgsi_s = $0; float tgsi_n = " + guards.apply(Operation.RSQ,
                            "tgsi_s.x * tgsi_s.x + tgsi_s.y * tgsi_s.y + tgsi_s.z * tgsi_s.z") + ";",
                    "vec4(tgsi_s.xyz * tgsi_n, 1.0)", FLOAT);

            // Packing.
            case PK2H -> () -> pack(in, "packHalf2x16(($0).xy)");
            case PK2US -> () -> normalized(in, 16, channel -> guards.apply(Operation.UNORM, channel, "65535.0"));
            case PK4B -> () -> normalized(in, 8, channel -> guards.apply(Operation.SNORM8, channel));
            case PK4UB -> () -> normalized(in, 8, channel -> guards.apply(Operation.UNORM, channel, "255.0"));
            case UP2H -> () -> {
                em.require(GlslFeature.PACKING);
                regs.write(in, 0, "(" + fill(in, "unpackHalf2x16(($0).x)", UINT) + ").xyxy", FLOAT);
            };
            case UP2US -> () -> regs.write(in, 0, guards.apply(Operation.UP2US, fill(in, "($0).x", UINT)), FLOAT);
            case UP4B -> () -> regs.write(in, 0, guards.apply(Operation.UP4B, fill(in, "($0).x", UINT)), FLOAT);
            case UP4UB -> () -> regs.write(in, 0, guards.apply(Operation.UP4UB, fill(in, "($0).x", UINT)), FLOAT);

            // Integer arithmetic.
            case I2F -> () -> op(in, FLOAT, "vec4($0)", INT);
            case U2F -> () -> op(in, FLOAT, "vec4($0)", UINT);
            case F2I -> () -> op(in, INT, guards.apply(Operation.F2I, "$0"), FLOAT);
            case F2U -> () -> op(in, UINT, guards.apply(Operation.F2U, "$0"), FLOAT);
            case NOT -> () -> op(in, UINT, "~$0", UINT);
            case AND -> () -> op(in, UINT, "$0 & $1", UINT, UINT);
            case OR -> () -> op(in, UINT, "$0 | $1", UINT, UINT);
            case XOR -> () -> op(in, UINT, "$0 ^ $1", UINT, UINT);
            case SHL -> () -> op(in, UINT, "$0 << " + guards.apply(Operation.SHIFT_COUNT, "$1"), UINT, UINT);
            case USHR -> () -> op(in, UINT, "$0 >> " + guards.apply(Operation.SHIFT_COUNT, "$1"), UINT, UINT);
            case ISHR -> () -> op(in, INT, "$0 >> " + guards.apply(Operation.SIGNED_SHIFT_COUNT, "$1"), INT, INT);
            case UADD -> () -> op(in, UINT, "$0 + $1", UINT, UINT);
            case UMUL -> () -> op(in, UINT, "$0 * $1", UINT, UINT);
            case UMAD -> () -> op(in, UINT, "$0 * $1 + $2", UINT, UINT, UINT);
            case UMAX -> () -> op(in, UINT, "max($0, $1)", UINT, UINT);
            case UMIN -> () -> op(in, UINT, "min($0, $1)", UINT, UINT);
            case IMAX -> () -> op(in, INT, "max($0, $1)", INT, INT);
            case IMIN -> () -> op(in, INT, "min($0, $1)", INT, INT);
            case INEG -> () -> op(in, INT, "-$0", INT);
            case IABS -> () -> op(in, INT, "abs($0)", INT);
            case ISSG -> () -> op(in, INT, "sign($0)", INT);
            case SAD -> () -> op(in, UINT, "max($0, $1) - min($0, $1) + $2", UINT, UINT, UINT);
            case UDIV -> () -> op(in, UINT, guards.apply(Operation.UDIV, "$0", "$1"), UINT, UINT);
            case UMOD -> () -> op(in, UINT, guards.apply(Operation.UMOD, "$0", "$1"), UINT, UINT);
            case IDIV -> () -> op(in, INT, guards.apply(Operation.IDIV, "$0", "$1"), INT, INT);
            case MOD -> () -> op(in, INT, guards.apply(Operation.MOD, "$0", "$1"), INT, INT);
            case IBFE -> () -> op(in, INT, guards.apply(Operation.IBFE, "$0", "$1", "$2"), INT, INT, INT);
            case UBFE -> () -> op(in, UINT, guards.apply(Operation.UBFE, "$0", "$1", "$2"), UINT, UINT, UINT);
            case BFI -> () -> op(in, UINT, guards.apply(Operation.BFI, "$0", "$1", "$2", "$3"), UINT, UINT, UINT, UINT);
            case BREV -> () -> shader5(in, UINT, "bitfieldReverse($0)", UINT);
            case POPC -> () -> shader5(in, INT, "bitCount($0)", UINT);
            case LSB -> () -> shader5(in, INT, "findLSB($0)", UINT);
            case IMSB -> () -> shader5(in, INT, "findMSB($0)", INT);
            case UMSB -> () -> shader5(in, INT, "findMSB($0)", UINT);
            case IMUL_HI -> () -> mulHigh(in, INT, "imulExtended");
            case UMUL_HI -> () -> mulHigh(in, UINT, "umulExtended");
            case USEQ -> () -> op(in, INT, "-ivec4(equal($0, $1))", UINT, UINT);
            case USNE -> () -> op(in, INT, "-ivec4(notEqual($0, $1))", UINT, UINT);
            case USGE -> () -> op(in, INT, "-ivec4(greaterThanEqual($0, $1))", UINT, UINT);
            case USLT -> () -> op(in, INT, "-ivec4(lessThan($0, $1))", UINT, UINT);
            case ISGE -> () -> op(in, INT, "-ivec4(greaterThanEqual($0, $1))", INT, INT);
            case ISLT -> () -> op(in, INT, "-ivec4(lessThan($0, $1))", INT, INT);
            case FSEQ -> () -> op(in, INT, "-ivec4(equal($0, $1))", FLOAT, FLOAT);
            case FSNE -> () -> op(in, INT, "-ivec4(notEqual($0, $1))", FLOAT, FLOAT);
            case FSGE -> () -> op(in, INT, "-ivec4(greaterThanEqual($0, $1))", FLOAT, FLOAT);
            case FSLT -> () -> op(in, INT, "-ivec4(lessThan($0, $1))", FLOAT, FLOAT);
            case UCMP -> () -> regs.write(in, 0, "mix(" + regs.read(in, 2, FLOAT) + ", " + regs.read(in, 1, FLOAT) + ", notEqual("
                    + regs.read(in, 0, UINT) + ", uvec4(0u)))", FLOAT);

            // Doubles: shape of the channel pairs, operand and result types, formula.
            case DABS -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "abs($0)");
            case DNEG -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "-$0");
            case DRCP -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, guards.apply(Operation.DDIV, "1.0lf", "$0"));
            case DSQRT -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, guards.apply(Operation.DSQRT, "$0"));
            case DRSQ -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, guards.apply(Operation.DRSQ, "$0"));
            case DFRAC -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "$0 - floor($0)");
            case DFLR -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "floor($0)");
            case DTRUNC -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "trunc($0)");
            case DCEIL -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "ceil($0)");
            case DROUND -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "roundEven($0)");
            case DSSG -> () -> wide.doubles(in, Shape.UNARY, Scalar.D, Scalar.D, "(double($0 > 0.0lf) - double($0 < 0.0lf))");
            case DADD -> () -> wide.doubles(in, Shape.BINARY, Scalar.D, Scalar.D, "$0 + $1");
            case DMUL -> () -> wide.doubles(in, Shape.BINARY, Scalar.D, Scalar.D, "$0 * $1");
            case DDIV -> () -> wide.doubles(in, Shape.BINARY, Scalar.D, Scalar.D, guards.apply(Operation.DDIV, "$0", "$1"));
            case DMAX -> () -> wide.doubles(in, Shape.BINARY, Scalar.D, Scalar.D, guards.apply(Operation.DMAX, "$0", "$1"));
            case DMIN -> () -> wide.doubles(in, Shape.BINARY, Scalar.D, Scalar.D, guards.apply(Operation.DMIN, "$0", "$1"));
            case DSLT -> () -> wide.doubles(in, Shape.COMPARE, Scalar.D, Scalar.U, "($0 < $1 ? 0xffffffffu : 0u)");
            case DSGE -> () -> wide.doubles(in, Shape.COMPARE, Scalar.D, Scalar.U, "($0 >= $1 ? 0xffffffffu : 0u)");
            case DSEQ -> () -> wide.doubles(in, Shape.COMPARE, Scalar.D, Scalar.U, "($0 == $1 ? 0xffffffffu : 0u)");
            case DSNE -> () -> wide.doubles(in, Shape.COMPARE, Scalar.D, Scalar.U, "($0 != $1 ? 0xffffffffu : 0u)");
            case DMAD -> () -> wide.doubles(in, Shape.TERNARY, Scalar.D, Scalar.D, "$0 * $1 + $2");
            case DFMA -> () -> wide.doubles(in, Shape.TERNARY, Scalar.D, Scalar.D, "fma($0, $1, $2)");
            case DLDEXP -> () -> wide.ldexp(in, guards.apply(Operation.DLDEXP, "$0", "$1"));
            case F2D -> () -> wide.doubles(in, Shape.FROM_32, Scalar.F, Scalar.D, "double($0)");
            case I2D -> () -> wide.doubles(in, Shape.FROM_32, Scalar.I, Scalar.D, "double($0)");
            case U2D -> () -> wide.doubles(in, Shape.FROM_32, Scalar.U, Scalar.D, "double($0)");
            case D2F -> () -> wide.doubles(in, Shape.TO_32, Scalar.D, Scalar.F, "float($0)");
            case D2I -> () -> wide.doubles(in, Shape.TO_32, Scalar.D, Scalar.I, guards.apply(Operation.D2I, "$0"));
            case D2U -> () -> wide.doubles(in, Shape.TO_32, Scalar.D, Scalar.U, guards.apply(Operation.D2U, "$0"));
            case DFRACEXP -> () -> wide.fracExp(in, guards.apply(Operation.FREXP, "$0", "tgsi_e"));

            // 64-bit integers.
            case I64ABS -> () -> wide.int64(in, Shape.UNARY, Scalar.I64, Scalar.I64, "abs($0)");
            case I64NEG -> () -> wide.int64(in, Shape.UNARY, Scalar.I64, Scalar.I64, "-$0");
            case I64SSG -> () -> wide.int64(in, Shape.UNARY, Scalar.I64, Scalar.I64, "sign($0)");
            case D2U64 -> () -> wide.int64(in, Shape.UNARY, Scalar.D, Scalar.U64, guards.apply(Operation.D2U64, "$0"));
            case D2I64 -> () -> wide.int64(in, Shape.UNARY, Scalar.D, Scalar.I64, guards.apply(Operation.D2I64, "$0"));
            case U642D -> () -> wide.int64(in, Shape.UNARY, Scalar.U64, Scalar.D, "double($0)");
            case I642D -> () -> wide.int64(in, Shape.UNARY, Scalar.I64, Scalar.D, "double($0)");
            case F2U64 -> () -> wide.int64(in, Shape.FROM_32, Scalar.F, Scalar.U64, guards.apply(Operation.F2U64, "$0"));
            case F2I64 -> () -> wide.int64(in, Shape.FROM_32, Scalar.F, Scalar.I64, guards.apply(Operation.F2I64, "$0"));
            case U2I64 -> () -> wide.int64(in, Shape.FROM_32, Scalar.U, Scalar.I64, "int64_t($0)");
            case I2I64 -> () -> wide.int64(in, Shape.FROM_32, Scalar.I, Scalar.I64, "int64_t($0)");
            case U642F -> () -> wide.int64(in, Shape.TO_32, Scalar.U64, Scalar.F, "float($0)");
            case I642F -> () -> wide.int64(in, Shape.TO_32, Scalar.I64, Scalar.F, "float($0)");
            case U64SEQ -> () -> wide.int64(in, Shape.COMPARE, Scalar.U64, Scalar.U, "($0 == $1 ? 0xffffffffu : 0u)");
            case U64SNE -> () -> wide.int64(in, Shape.COMPARE, Scalar.U64, Scalar.U, "($0 != $1 ? 0xffffffffu : 0u)");
            case U64SLT -> () -> wide.int64(in, Shape.COMPARE, Scalar.U64, Scalar.U, "($0 < $1 ? 0xffffffffu : 0u)");
            case U64SGE -> () -> wide.int64(in, Shape.COMPARE, Scalar.U64, Scalar.U, "($0 >= $1 ? 0xffffffffu : 0u)");
            case I64SLT -> () -> wide.int64(in, Shape.COMPARE, Scalar.I64, Scalar.U, "($0 < $1 ? 0xffffffffu : 0u)");
            case I64SGE -> () -> wide.int64(in, Shape.COMPARE, Scalar.I64, Scalar.U, "($0 >= $1 ? 0xffffffffu : 0u)");
            case I64MIN -> () -> wide.int64(in, Shape.BINARY, Scalar.I64, Scalar.I64, "min($0, $1)");
            case I64MAX -> () -> wide.int64(in, Shape.BINARY, Scalar.I64, Scalar.I64, "max($0, $1)");
            case U64MIN -> () -> wide.int64(in, Shape.BINARY, Scalar.U64, Scalar.U64, "min($0, $1)");
            case U64MAX -> () -> wide.int64(in, Shape.BINARY, Scalar.U64, Scalar.U64, "max($0, $1)");
            case U64ADD -> () -> wide.int64(in, Shape.BINARY, Scalar.U64, Scalar.U64, "$0 + $1");
            case U64MUL -> () -> wide.int64(in, Shape.BINARY, Scalar.U64, Scalar.U64, "$0 * $1");
            case U64DIV -> () -> wide.int64(in, Shape.BINARY, Scalar.U64, Scalar.U64, guards.apply(Operation.U64DIV, "$0", "$1"));
            case U64MOD -> () -> wide.int64(in, Shape.BINARY, Scalar.U64, Scalar.U64, guards.apply(Operation.U64MOD, "$0", "$1"));
            case I64DIV -> () -> wide.int64(in, Shape.BINARY, Scalar.I64, Scalar.I64, guards.apply(Operation.I64DIV, "$0", "$1"));
            case I64MOD -> () -> wide.int64(in, Shape.BINARY, Scalar.I64, Scalar.I64, guards.apply(Operation.I64MOD, "$0", "$1"));
            case U64SHL -> () -> wide.int64(in, Shape.SHIFT, Scalar.U64, Scalar.U64, "$0 << " + guards.apply(Operation.SHIFT_COUNT_64, "$1"));
            case U64SHR -> () -> wide.int64(in, Shape.SHIFT, Scalar.U64, Scalar.U64, "$0 >> " + guards.apply(Operation.SHIFT_COUNT_64, "$1"));
            case I64SHR -> () -> wide.int64(in, Shape.SHIFT, Scalar.I64, Scalar.I64, "$0 >> " + guards.apply(Operation.SHIFT_COUNT_64, "$1"));

            // Textures: where the sampler comes from (a SAMP unit with the target in the instruction,
            // or an SVIEW and a SAMP operand) and how the level of detail is chosen.
            case TEX -> () -> textures.lookup(in, textures.classic(in, 1), Mode.IMPLICIT, null);
            case TEX2 -> () -> textures.lookup(in, textures.classic(in, 2), Mode.IMPLICIT, regs.scalar(in, 1, FLOAT, 0));
            case TXP -> () -> textures.lookup(in, textures.classic(in, 1), Mode.PROJECT, null);
            case TXB -> () -> textures.lookup(in, textures.classic(in, 1), Mode.BIAS, "(" + regs.read(in, 0, FLOAT) + ").w");
            case TXB2 -> () -> textures.lookup(in, textures.classic(in, 2), Mode.BIAS, regs.scalar(in, 1, FLOAT, 0));
            case TXL -> () -> textures.lookup(in, textures.classic(in, 1), Mode.LOD, "(" + regs.read(in, 0, FLOAT) + ").w");
            case TXL2 -> () -> textures.lookup(in, textures.classic(in, 2), Mode.LOD, regs.scalar(in, 1, FLOAT, 0));
            case TEX_LZ -> () -> textures.lookup(in, textures.classic(in, 1), Mode.LOD, "0.0");
            case TXD -> () -> textures.lookup(in, textures.classic(in, 3), Mode.GRAD, null);
            case TXF -> () -> textures.fetch(in, textures.classic(in, 1), "(" + regs.read(in, 0, INT) + ").w");
            case TXF_LZ -> () -> textures.fetch(in, textures.classic(in, 1), "0");
            case TXQ -> () -> textures.size(in, textures.classic(in, 1), regs.scalar(in, 0, INT, 0));
            case TXQS -> () -> textures.samples(in, textures.classic(in, 0));
            case TG4 -> () -> textures.lookup(in, textures.classic(in, 2), Mode.GATHER, null);
            case LODQ -> () -> textures.queryLod(in, textures.classic(in, 1));
            case SAMPLE -> () -> textures.lookup(in, textures.view(in, 1, 2, false), Mode.IMPLICIT, null);
            case SAMPLE_B -> () -> textures.lookup(in, textures.view(in, 1, 2, false), Mode.BIAS, regs.scalar(in, 3, FLOAT, 0));
            case SAMPLE_L -> () -> textures.lookup(in, textures.view(in, 1, 2, false), Mode.LOD, regs.scalar(in, 3, FLOAT, 0));
            case SAMPLE_D -> () -> textures.lookup(in, textures.view(in, 1, 2, false), Mode.GRAD, null);
            case SAMPLE_C -> () -> textures.lookup(in, textures.view(in, 1, 2, true), Mode.IMPLICIT, null);
            case SAMPLE_C_LZ -> () -> textures.lookup(in, textures.view(in, 1, 2, true), Mode.LOD, "0.0");
            case GATHER4 -> () -> textures.lookup(in, textures.view(in, 1, 2, false), Mode.GATHER, null);
            case SAMPLE_I -> () -> textures.fetch(in, textures.view(in, 1, -1, false), "(" + regs.read(in, 0, INT) + ").w");
            case SAMPLE_I_MS -> () -> textures.fetch(in, textures.view(in, 1, -1, false), regs.scalar(in, 2, INT, 0));
            case SVIEWINFO -> () -> textures.size(in, textures.view(in, 1, -1, false), regs.scalar(in, 0, INT, 0));
            case SAMPLE_INFO -> () -> textures.samples(in, textures.view(in, 1, -1, false));
            case LOD -> () -> textures.queryLod(in, textures.view(in, 1, 2, false));
            case SAMPLE_POS -> () -> textures.samplePosition(in);
            case FBFETCH -> () -> textures.framebufferFetch(in);

            // Memory: images, buffers, shared memory, atomics.
            case LOAD -> () -> memory.load(in);
            case STORE -> () -> memory.store(in);
            case RESQ -> () -> memory.query(in);
            case ATOMUADD -> () -> memory.atomic(in, Atomic.ADD);
            case ATOMXCHG -> () -> memory.atomic(in, Atomic.EXCHANGE);
            case ATOMCAS -> () -> memory.atomic(in, Atomic.COMPARE_SWAP);
            case ATOMAND -> () -> memory.atomic(in, Atomic.AND);
            case ATOMOR -> () -> memory.atomic(in, Atomic.OR);
            case ATOMXOR -> () -> memory.atomic(in, Atomic.XOR);
            case ATOMUMIN -> () -> memory.atomic(in, Atomic.UMIN);
            case ATOMUMAX -> () -> memory.atomic(in, Atomic.UMAX);
            case ATOMIMIN -> () -> memory.atomic(in, Atomic.IMIN);
            case ATOMIMAX -> () -> memory.atomic(in, Atomic.IMAX);
            case ATOMFADD -> () -> memory.atomic(in, Atomic.FADD);
            case ATOMINC_WRAP -> () -> memory.atomic(in, Atomic.INC_WRAP);
            case ATOMDEC_WRAP -> () -> memory.atomic(in, Atomic.DEC_WRAP);
            case MEMBAR -> () -> memory.barrier(in);
            case BARRIER -> () -> {
                onlyIn(Processor.COMP);
                em.body.line("barrier();");
            };
            // The interpreter's handle of IMAGE[n] or SAMP[n] is n (x and z), 0 (y and w). Handles are
            // plain values; only using one as a resource would need bindless textures.
            case IMG2HND, SAMP2HND -> () -> regs.write(in, 0, "uvec4(" + in.src(0).index() + "u, 0u, " + in.src(0).index() + "u, 0u)", UINT);

            // Interpolation at a chosen location.
            case INTERP_CENTROID -> () -> interpolate(in, "interpolateAtCentroid(%s)");
            case INTERP_SAMPLE -> () -> interpolate(in, "interpolateAtSample(%s, " + regs.scalar(in, 1, INT, 0) + ")");
            case INTERP_OFFSET -> () -> interpolate(in, "interpolateAtOffset(%s, (" + regs.read(in, 1, FLOAT) + ").xy)");

            // Subgroups and clocks.
            case VOTE_ANY -> () -> vote(in, "anyInvocationARB");
            case VOTE_ALL -> () -> vote(in, "allInvocationsARB");
            case VOTE_EQ -> () -> vote(in, "allInvocationsEqualARB");
            case BALLOT -> () -> {
                em.require(GlslFeature.BALLOT);
                em.require(GlslFeature.INT64);
                regs.write(in, 0, "unpackUint2x32(ballotARB(" + regs.scalar(in, 0, UINT, 0) + " != 0u)).xyxy", UINT);
            };
            case READ_FIRST -> () -> {
                em.require(GlslFeature.BALLOT);
                op(in, UINT, "readFirstInvocationARB($0)", UINT);
            };
            case READ_INVOC -> () -> {
                em.require(GlslFeature.BALLOT);
                regs.write(in, 0, "readInvocationARB(" + regs.read(in, 0, UINT) + ", " + regs.scalar(in, 1, UINT, 0) + ")", UINT);
            };
            case READ_HELPER -> () -> {
                onlyIn(Processor.FRAG);
                em.require(GlslFeature.HELPER_INVOCATION);
                regs.write(in, 0, "uvec4(gl_HelperInvocation ? 0xffffffffu : 0u)", UINT);
            };
            case CLOCK -> () -> {
                em.require(GlslFeature.CLOCK);
                regs.write(in, 0, "uvec4(clock2x32ARB(), 0u, 0u)", UINT);
            };

            // Discards.
            case KILL -> () -> {
                onlyIn(Processor.FRAG);
                em.body.line("discard;");
            };
            case KILL_IF -> () -> {
                onlyIn(Processor.FRAG);
                em.body.line("if (any(lessThan(" + regs.read(in, 0, FLOAT) + ", vec4(0.0)))) discard;");
            };
            case DEMOTE -> () -> {
                onlyIn(Processor.FRAG);
                if (em.available(GlslFeature.DEMOTE)) {
                    em.require(GlslFeature.DEMOTE);
                    em.body.line("demote;");
                } else {
                    em.body.line("discard;");
                }
            };

            // Geometry output.
            case EMIT -> () -> {
                onlyIn(Processor.GEOM);
                em.body.line("tgsi_store_outputs();");
                int stream = stream(in);
                em.body.line(stream == 0 ? "EmitVertex();" : "EmitStreamVertex(" + stream + ");");
            };
            case ENDPRIM -> () -> {
                onlyIn(Processor.GEOM);
                int stream = stream(in);
                em.body.line(stream == 0 ? "EndPrimitive();" : "EndStreamPrimitive(" + stream + ");");
            };

            // Control flow.
            case IF, IFC -> new Structure(() -> em.body.open("if (" + regs.scalar(in, 0, FLOAT, 0) + " != 0.0) {"));
            case UIF -> new Structure(() -> em.body.open("if (" + regs.scalar(in, 0, UINT, 0) + " != 0u) {"));
            case ELSE -> new Structure(() -> em.body.reopen("} else {"));
            case ENDIF -> new Structure(() -> em.body.close("}"));
            case BGNLOOP -> new Structure(() -> {
                String condition = guard();
                boolean guarded = condition != null;
                if (guarded) {
                    em.body.open("if (" + condition + ") {");
                }
                breakables.push(guarded ? Breakable.GUARDED_LOOP : Breakable.LOOP);
                String counter = "tgsi_loop" + loopDepth++;
                em.body.open("for (int " + counter + " = 0; " + counter + " < " + LOOP_LIMIT + "; " + counter + "++) {");
            });
            case ENDLOOP -> new Structure(() -> {
                loopDepth--;
                em.body.close("}");
                if (breakables.pop() == Breakable.GUARDED_LOOP) {
                    em.body.close("}");
                }
            });
            case BRK -> () -> em.body.line(breakables.peek() == Breakable.SWITCH ? switches.peek().on() + " = false;" : "break;");
            case BREAKC -> () -> em.body.line("if (" + regs.scalar(in, 0, UINT, 0) + " != 0u) "
                    + (breakables.peek() == Breakable.SWITCH ? switches.peek().on() + " = false;" : "break;"));
            case CONT -> () -> em.body.line("continue;");
            case SWITCH -> new Structure(() -> {
                String n = Integer.toString(pc);
                String outer = guard();
                Switch frame = new Switch("tgsi_sel" + n, "tgsi_on" + n, "tgsi_hit" + n,
                        outer == null ? "true" : "(" + outer + ")", "tgsi_case" + n + "_");
                em.body.line("uint " + frame.selector() + " = " + regs.scalar(in, 0, UINT, 0) + ";");
                em.body.line("bool " + frame.on() + " = false;");
                // As in the interpreter, every CASE value is read when SWITCH executes, so that
                // DEFAULT knows whether any CASE of the switch matches.
                java.util.List<String> matches = new java.util.ArrayList<>();
                for (int casePc : em.scan.switchCases.getOrDefault(pc, java.util.List.of())) {
                    String value = frame.casePrefix() + casePc;
                    em.pc = casePc;
                    em.body.line("bool " + value + " = " + frame.selector() + " == "
                            + regs.scalar(em.scan.shader.instructions().get(casePc), 0, UINT, 0) + ";");
                    matches.add(value);
                }
                em.pc = pc;
                em.body.line("bool " + frame.hit() + " = " + (matches.isEmpty() ? "false" : String.join(" || ", matches)) + ";");
                switches.push(frame);
                breakables.push(Breakable.SWITCH);
            });
            case CASE -> new Structure(() -> {
                Switch frame = switches.peek();
                String cond = frame.casePrefix() + pc + (frame.outer().equals("true") ? "" : " && " + frame.outer());
                em.body.line("if (" + cond + ") " + frame.on() + " = true;");
            });
            case DEFAULT -> new Structure(() -> {
                Switch frame = switches.peek();
                String cond = frame.outer().equals("true") ? "!" + frame.hit() : "!" + frame.hit() + " && " + frame.outer();
                em.body.line("if (" + cond + ") " + frame.on() + " = true;");
            });
            case ENDSWITCH -> new Structure(() -> {
                switches.pop();
                breakables.pop();
            });
            case CAL -> () -> em.body.line("tgsi_sub" + in.label() + "();");
            case CALLNZ -> () -> em.body.line("if (" + regs.scalar(in, 0, FLOAT, 0) + " != 0.0) tgsi_sub" + in.label() + "();");
            case RET -> () -> {
                if (inMain) {
                    em.body.line("tgsi_store_outputs();");
                }
                em.body.line("return;");
            };
            case END -> () -> {
                if (!inMain) {
                    throw em.unsupported("END inside a subroutine (GLSL cannot end the shader from a function)");
                }
                em.body.line("tgsi_store_outputs();");
                em.body.line("return;");
            };
            case BGNSUB, ENDSUB, NOP -> new Structure(() -> { });
            case PUSHA -> () -> {
                addressStack();
                em.body.line("if (tgsi_asp < " + LEGACY_ADDRESS_STACK + ") tgsi_astack[tgsi_asp++] = " + regs.read(in, 0, INT) + ";");
            };
            case POPA -> () -> {
                addressStack();
                regs.write(in, 0, "(tgsi_asp > 0 ? tgsi_astack[--tgsi_asp] : ivec4(0))", INT);
            };
            case BRA -> new Structure(() -> forwardBranch(pc, in));
        };
    }

    /// Depth of the PUSHA/POPA address stack, the interpreter's. The interpreter stops the run on
    /// overflow and underflow; a GL shader cannot stop, so here a push onto a full stack is
    /// dropped and a pop from an empty one gives zero.
    static final int LEGACY_ADDRESS_STACK = 64;

    /// BRA (2010 spec): a jump to a later instruction of the same block is replayed with a flag
    /// that guards the skipped statements; the branch is taken when src.x (float) is not 0. A
    /// backward jump would need a loop GLSL cannot place after the fact, and is refused.
    private void forwardBranch(int pc, Instruction in) {
        int target = in.label();
        if (target <= pc) {
            throw em.unsupported("a backward BRA (GLSL has only structured loops)");
        }
        if (target >= em.scan.shader.instructions().size() || em.scan.blockOf(target) != em.scan.blockOf(pc)) {
            throw em.malformed("the BRA target " + target + " is not in the branch's block");
        }
        String flag = "tgsi_bra" + pc;
        em.body.line("bool " + flag + " = false;");
        String guard = guard();
        String taken = flag + " = " + regs.scalar(in, 0, FLOAT, 0) + " != 0.0;";
        em.body.line(guard == null ? taken : "if (" + guard + ") " + taken);
        skips.add(new Skip(flag, target));
    }

    /// The PUSHA/POPA stack; popping an empty stack gives zero, pushing onto a full one is dropped.
    private void addressStack() {
        em.globalOnce("ivec4 tgsi_astack[" + LEGACY_ADDRESS_STACK + "];");
        em.globalOnce("int tgsi_asp = 0;");
    }

    private void onlyIn(Processor p) {
        Processor stage = em.scan.shader.processor();
        if (stage != p) {
            throw em.unsupported("only valid in a " + p.text() + " shader, not in " + stage.text());
        }
    }

    /// Substitutes `$i` with the four-component read of source i as `kinds[i]`.
    private String fill(Instruction in, String template, ValueKind... kinds) {
        String out = template;
        for (int i = kinds.length - 1; i >= 0; i--) {
            if (out.contains("$" + i)) {
                out = out.replace("$" + i, regs.read(in, i, kinds[i]));
            }
        }
        return out;
    }

    /// A component-wise opcode: `template` over four-component sources, result of `result` type.
    void op(Instruction in, ValueKind result, String template, ValueKind... kinds) {
        regs.write(in, 0, fill(in, template, kinds), result);
    }

    private void shader5(Instruction in, ValueKind result, String template, ValueKind kind) {
        em.require(GlslFeature.GPU_SHADER5);
        op(in, result, template, kind);
    }

    /// A replicating opcode: `template` over the `.x` channels of the sources, written to every
    /// enabled channel.
    private void rep(Instruction in, ValueKind result, String template, ValueKind... kinds) {
        String out = template;
        for (int i = kinds.length - 1; i >= 0; i--) {
            out = out.replace("$" + i, regs.scalar(in, i, kinds[i], 0));
        }
        regs.write(in, 0, result.vec4() + "(" + out + ")", result);
    }

    /// An opcode computed in a block: `setup` declares locals from the sources (`$i`), `value`
    /// is the four-component result.
    private void block(Instruction in, ValueKind result, String setup, String value, ValueKind... kinds) {
        em.body.open("{");
        String locals = em.precise() ? setup.replace("vec4 tgsi_", "precise vec4 tgsi_").replace("float tgsi_", "precise float tgsi_") : setup;
        em.body.line(fill(in, locals, kinds));
        regs.write(in, 0, value, result);
        em.body.close("}");
    }

    /// DP2/DP3/DP4/DPH/DP2A in the interpreter's order of operations.
    private void dot(Instruction in, int n, boolean homogeneous, boolean addSrc2, boolean legacyMath) {
        em.body.open("{");
        em.body.line(em.local("vec4") + " tgsi_a = " + regs.read(in, 0, FLOAT) + ";");
        em.body.line(em.local("vec4") + " tgsi_b = " + regs.read(in, 1, FLOAT) + ";");
        if (legacyMath) {
            em.body.line(em.local("vec4") + " tgsi_p = tgsi_mulz(tgsi_a, tgsi_b);");
        } else {
            em.body.line(em.local("vec4") + " tgsi_p = tgsi_a * tgsi_b;");
        }
        StringBuilder sum = new StringBuilder("tgsi_p.x");
        for (int c = 1; c < n; c++) {
            sum.append(" + tgsi_p.").append("xyzw".charAt(c));
        }
        if (homogeneous) {
            sum.append(" + tgsi_b.w");
        }
        if (addSrc2) {
            sum.append(" + ").append(regs.scalar(in, 2, FLOAT, 0));
        }
        regs.write(in, 0, "vec4(" + sum + ")", FLOAT);
        em.body.close("}");
    }

    /// LIT as `tgsi_exec` computes it: y = max(x, 0); z = x > 0 ? pow(max(y, 0), clamp(w, -128, 128)) : 0.
    private void lit(Instruction in) {
        em.body.open("{");
        em.body.line(em.local("vec4") + " tgsi_s = " + regs.read(in, 0, FLOAT) + ";");
        em.body.line(em.local("vec4") + " tgsi_m = " + guards.apply(Operation.FMAX, "tgsi_s", "vec4(0.0)") + ";");
        em.body.line(em.local("float") + " tgsi_e = " + guards.apply(Operation.FMAX,
                guards.apply(Operation.FMIN, "tgsi_s.wwww", "vec4(128.0)"), "vec4(-128.0)") + ".x;");
        em.body.line(em.local("float") + " tgsi_z = 0.0 < tgsi_s.x ? " + guards.apply(Operation.POW, "tgsi_m.y", "tgsi_e") + " : 0.0;");
        regs.write(in, 0, "vec4(1.0, tgsi_m.x, tgsi_z, 1.0)", FLOAT);
        em.body.close("}");
    }

    private void derivative(Instruction in, String controlled, String plain) {
        onlyIn(Processor.FRAG);
        if (plain != null && !em.available(GlslFeature.DERIVATIVE_CONTROL)) {
            op(in, FLOAT, plain + "($0)", FLOAT);
            return;
        }
        em.require(GlslFeature.DERIVATIVE_CONTROL);
        op(in, FLOAT, controlled + "($0)", FLOAT);
    }

    private void pack(Instruction in, String template) {
        em.require(GlslFeature.PACKING);
        regs.write(in, 0, "uvec4(" + fill(in, template, FLOAT) + ")", UINT);
    }

    /// PK2US, PK4B, PK4UB: each channel of the source converted by `field`, placed at
    /// `bits * c` (as many fields as fit in a word), replicated.
    private void normalized(Instruction in, int bits, java.util.function.UnaryOperator<String> field) {
        em.body.open("{");
        em.body.line("vec4 tgsi_s = " + regs.read(in, 0, FLOAT) + ";");
        StringBuilder packed = new StringBuilder();
        for (int c = 0; c < 32 / bits; c++) {
            String value = field.apply("tgsi_s." + "xyzw".charAt(c));
            packed.append(c == 0 ? value : " | (" + value + " << " + bits * c + ")");
        }
        regs.write(in, 0, "uvec4(" + packed + ")", UINT);
        em.body.close("}");
    }

    private void mulHigh(Instruction in, ValueKind kind, String function) {
        em.require(GlslFeature.GPU_SHADER5);
        em.body.open("{");
        em.body.line(kind.vec4() + " tgsi_hi, tgsi_lo;");
        em.body.line(function + "(" + regs.read(in, 0, kind) + ", " + regs.read(in, 1, kind) + ", tgsi_hi, tgsi_lo);");
        regs.write(in, 0, "tgsi_hi", kind);
        em.body.close("}");
    }

    private void interpolate(Instruction in, String template) {
        onlyIn(Processor.FRAG);
        em.require(GlslFeature.GPU_SHADER5);
        var src = in.src(0);
        if (src.file() != RegisterFile.INPUT || src.indirect() != null) {
            throw em.unsupported("the interpolated operand must be a directly addressed input");
        }
        var decl = em.scan.declarationOf(RegisterFile.INPUT, src.index());
        if (decl == null || decl.semantic() == null) {
            throw em.malformed("IN[" + src.index() + "] is not declared with a semantic");
        }
        String var = StageInterface.varyingName(em.options.inputPrefix(), decl.semantic().name(),
                decl.semantic().index() + src.index() - decl.first());
        String value = String.format(template, var);
        String swz = dev.tungsten.tgsi.Swizzle.toString(src.swizzle());
        String e = "(" + value + ")." + swz;
        if (src.absolute()) {
            e = "abs(" + e + ")";
        }
        if (src.negate()) {
            e = "(-" + e + ")";
        }
        regs.write(in, 0, e, FLOAT);
    }

    /// VOTE_ANY/ALL test `src.x != 0` across the subgroup; VOTE_EQ tests that every invocation
    /// holds the same `src.x`, which `GL_ARB_shader_group_vote` can only say of booleans, so it
    /// compares each value with the first invocation's (`GL_ARB_shader_ballot`).
    private void vote(Instruction in, String function) {
        em.require(GlslFeature.GROUP_VOTE);
        String value = regs.scalar(in, 0, UINT, 0);
        String call;
        if (function.equals("allInvocationsEqualARB")) {
            em.require(GlslFeature.BALLOT);
            em.body.open("{");
            em.body.line("uint tgsi_v = " + value + ";");
            call = "allInvocationsARB(readFirstInvocationARB(tgsi_v) == tgsi_v)";
        } else {
            call = function + "(" + value + " != 0u)";
        }
        regs.write(in, 0, "uvec4(" + call + " ? 0xffffffffu : 0u)", UINT);
        if (function.equals("allInvocationsEqualARB")) {
            em.body.close("}");
        }
    }

    private int stream(Instruction in) {
        if (in.src().isEmpty()) {
            return 0;
        }
        Integer word = regs.immediateWord(in, 0, 0);
        if (word == null) {
            throw em.unsupported("a vertex stream that is not an immediate (GLSL needs a constant stream)");
        }
        if (word != 0) {
            em.require(GlslFeature.GPU_SHADER5);
        }
        return word;
    }
}
