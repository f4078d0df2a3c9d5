package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.ir.Binding;
import dev.tungsten.ir.BuiltInValue;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Function;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Layouter;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Statement;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// The top-level function's connection to the pipeline (§"How Programs Receive And Return
/// Data", §"Binding Semantics"). The Cg function is lowered like any other; the IR entry point
/// is a wrapper that reads the varying inputs, initialises the program's static globals, calls
/// it (uniform parameters come from the uniform buffer, `out` parameters are locals) and
/// returns one IR struct of every output.
///
/// ## Bindings
/// - Vertex inputs use NVIDIA's attribute aliasing: POSITION 0, BLENDWEIGHT 1, NORMAL 2,
///   COLOR0/DIFFUSE 3, COLOR1/SPECULAR 4, FOG 5, PSIZE 6, BLENDINDICES 7, TEXCOORD0..7 8..15,
///   TANGENT 14, BINORMAL 15, ATTRn n; an input without a semantic takes the lowest free one.
/// - Varyings (vertex outputs, fragment inputs): TEXCOORD0..7 are locations 0..7, COLOR0 8,
///   COLOR1 9, FOG 10, and any other semantic or none 11 upwards in declaration order over the
///   flattened interface, so a vertex and a fragment program using one struct link. POSITION
///   (HPOS) is the position built-in, PSIZE the point size; a fragment program's WPOS, VPOS
///   or POSITION input is the fragment position and FACE is +1 or -1 from the facing built-in.
/// - Fragment outputs: COLOR0..3 are locations 0..3, DEPTH the fragment depth.
/// Inputs the program never reads get no binding (their value is zero).
final class EntryInterface {
    private final CgLowerer lw;

    /// A varying of the reflection table: the name path, semantic as written, and the TGSI
    /// semantic and index it became (vertex inputs: `IN` and the input register).
    record Varying(String path, String type, String semantic, String tgsiSemantic, int tgsiIndex) {}

    final List<Varying> inputs = new ArrayList<>();
    final List<Varying> outputs = new ArrayList<>();

    /// A scalar, vector or matrix leaf of a flattened varying parameter or result.
    private record Leaf(String path, CgType type, String semantic, Span span) {}

    private static final Pattern SEMANTIC = Pattern.compile("([A-Z_]*[A-Z_])(\\d*)");

    EntryInterface(CgLowerer lw) {
        this.lw = lw;
    }

    /// Whether parameter `p` of the top-level function is a uniform input (explicitly, or
    /// because it holds a sampler, which is implicitly uniform).
    static boolean isUniform(FunctionLowering.Param p) {
        return p.uniform() || p.direction() == Ast.Qualifier.IN && p.type().containsSampler();
    }

    /// Builds the wrapper and the IR entry point for `entry`.
    void build(Ast.FunctionDecl entry, FunctionLowering.Signature sig) {
        Span span = entry.nameSpan();
        FunctionLowering.Lowered cg = lw.functions.lower(entry, span);
        Function wrapper = new Function(entry.name());
        Handle<Function> handle = lw.module.functions().append(wrapper, span);
        FunctionContext fc = new FunctionContext(wrapper, CgType.VOID, null);
        // Every leaf of every varying parameter, in order, with its binding.
        List<List<Leaf>> paramLeaves = new ArrayList<>();
        List<Leaf> inLeaves = new ArrayList<>();
        List<Leaf> outLeaves = new ArrayList<>();
        for (FunctionLowering.Param p : sig.params()) {
            List<Leaf> leaves = new ArrayList<>();
            if (!isUniform(p)) {
                flatten(p.name(), p.type(), p.semantic(), p.span(), leaves);
                if (p.direction() != Ast.Qualifier.OUT) {
                    inLeaves.addAll(leaves);
                }
                if (p.direction() != Ast.Qualifier.IN) {
                    outLeaves.addAll(leaves);
                }
            }
            paramLeaves.add(leaves);
        }
        List<Leaf> resultLeaves = new ArrayList<>();
        if (!(sig.result() instanceof CgType.Void)) {
            String sem = entry.returnSemantic() == null ? null : entry.returnSemantic().text();
            flatten(sig.result() instanceof CgType.Struct ? "" : "return", sig.result(), sem, entry.returnType().span(), resultLeaves);
        }
        List<Leaf> allOut = new ArrayList<>(resultLeaves);
        allOut.addAll(outLeaves);
        Map<Leaf, Binding> inBindings = inputBindings(inLeaves);
        Map<Leaf, Binding> outBindings = outputBindings(allOut);

        // Inputs: one IR argument per binding the program reads.
        Map<Leaf, Handle<Expression>> inputValues = new HashMap<>();
        Map<String, Integer> argByBinding = new HashMap<>();
        for (int i = 0; i < sig.params().size(); i++) {
            FunctionLowering.Param p = sig.params().get(i);
            if (isUniform(p) || p.direction() == Ast.Qualifier.OUT) {
                continue;
            }
            Set<String> reads = ProgramIndex.readPaths(entry.body(), p.name());
            for (Leaf leaf : paramLeaves.get(i)) {
                String local = leaf.path.contains(".") ? leaf.path.substring(leaf.path.indexOf('.') + 1) : "";
                boolean read = p.direction() == Ast.Qualifier.IN_OUT || ProgramIndex.isRead(reads, local);
                if (!read) {
                    continue;
                }
                Binding b = inBindings.get(leaf);
                Handle<Type> ioType = ioType(leaf, b);
                String key = b.toString();
                Integer arg = argByBinding.get(key);
                if (arg == null) {
                    arg = wrapper.arguments().size();
                    wrapper.arguments().add(new Function.Argument(leaf.path, ioType, b));
                    argByBinding.put(key, arg);
                    inputs.add(varying(leaf, b, true));
                } else if (!wrapper.arguments().get(arg).type().equals(ioType)) {
                    throw lw.error(new CgSemanticError.InvalidSemantic(leaf.span, leaf.semantic,
                            "is bound twice with different types"));
                }
                Handle<Expression> ref = fc.append(new Expression.ArgumentRef(arg), leaf.span);
                inputValues.put(leaf, fromIo(fc, ref, leaf, b));
            }
        }
        initialiseStatics(fc);

        // The call.
        List<Val> args = new ArrayList<>();
        List<Span> spans = new ArrayList<>();
        Map<Integer, Handle<Expression>> outLocals = new HashMap<>();
        for (int i = 0; i < sig.params().size(); i++) {
            FunctionLowering.Param p = sig.params().get(i);
            spans.add(p.span());
            if (isUniform(p)) {
                args.add(lw.globals.uniform(fc, lw.globals.uniforms.stream().filter(u -> u.parameter() && u.name().equals(p.name()))
                        .findFirst().orElseThrow(), p.span()));
                continue;
            }
            int[] next = {0};
            Handle<Expression> value = p.direction() == Ast.Qualifier.OUT ? null
                    : assemble(fc, p.type(), paramLeaves.get(i), next, inputValues, p.span());
            if (p.direction() == Ast.Qualifier.IN) {
                args.add(new Val.Rv(value, p.type()));
                continue;
            }
            Handle<Expression> local = fc.newLocal(p.name(), lw.types.ir(p.type(), p.span()), p.span());
            if (value != null) {
                fc.addStatement(new Statement.Store(local, value), p.span());
            }
            outLocals.put(i, local);
            args.add(new Val.Ref(local, p.type(), false, false, p.name()));
        }
        Val result = lw.calls.invoke(fc, sig, args, spans, span);

        // Outputs.
        List<Handle<Expression>> outValues = new ArrayList<>();
        if (result instanceof Val.Rv rv) {
            extract(fc, rv.expr(), sig.result(), resultLeaves, new int[] {0}, outBindings, outValues);
        }
        for (int i = 0; i < sig.params().size(); i++) {
            Handle<Expression> local = outLocals.get(i);
            if (local != null) {
                Handle<Expression> v = fc.append(new Expression.Load(local), span);
                extract(fc, v, sig.params().get(i).type(), paramLeaves.get(i), new int[] {0}, outBindings, outValues);
            }
        }
        if (lw.stage == ShaderStage.VERTEX && outBindings.values().stream().noneMatch(b -> b instanceof Binding.BuiltIn bi
                && bi.value() == BuiltInValue.POSITION)) {
            throw lw.error(new CgSemanticError.InvalidEntryPoint(span, entry.name(),
                    "a vertex program must write a POSITION (or HPOS) output"));
        }
        if (!allOut.isEmpty()) {
            Handle<Type> outType = outputStruct(entry.name(), allOut, outBindings);
            wrapper.setResult(new Function.Result(outType, null));
            Handle<Expression> composed = fc.append(new Expression.Compose(outType, outValues), span);
            fc.addStatement(new Statement.Return(composed), span);
        }
        fc.flushEmit();
        ShaderStage stage = lw.stage;
        lw.module.entryPoints().add(new EntryPoint(entry.name(), stage, handle, List.of(), null));
    }

    /// Copies the uniforms the program writes to their private copies, then stores the
    /// initializers of the program's static globals, in declaration order.
    private void initialiseStatics(FunctionContext fc) {
        for (Map.Entry<String, Handle<dev.tungsten.ir.GlobalVariable>> e : lw.globals.uniformCopies.entrySet()) {
            Globals.UniformMember um = lw.globals.uniforms.stream().filter(u -> !u.parameter() && u.name().equals(e.getKey()))
                    .findFirst().orElseThrow();
            Val.Rv v = lw.exprs.load(fc, lw.globals.uniform(fc, um, um.span()), um.span());
            Handle<Expression> copy = fc.append(new Expression.GlobalRef(e.getValue()), um.span());
            fc.addStatement(new Statement.Store(copy, v.expr()), um.span());
        }
        for (CgLowerer.GlobalDecl g : lw.globals.privateDecls) {
            Ast.Expr init = g.declarator().init();
            if (init == null) {
                continue;
            }
            try {
                Val target = lw.globals.global(fc, g, g.span());
                Val.Rv v = lw.exprs.valueAs(fc, init, g.type());
                fc.addStatement(new Statement.Store(((Val.Ref) target).pointer(), v.expr()), g.span());
            } catch (CgLowerer.Abort a) {
                // recorded
            }
        }
    }

    // ------------------------------------------------------------------ leaves

    private void flatten(String path, CgType t, String semantic, Span span, List<Leaf> out) {
        switch (t) {
            case CgType.Struct s -> {
                for (CgType.Field f : s.info().fields) {
                    flatten(path.isEmpty() ? f.name() : path + "." + f.name(), f.type(), f.semantic(), f.span(), out);
                }
            }
            case CgType.Array a -> {
                Matcher mt = semantic == null ? null : SEMANTIC.matcher(semantic.toUpperCase());
                for (int i = 0; i < a.size(); i++) {
                    String sem = mt != null && mt.matches() ? mt.group(1)
                            + (semanticIndex(mt.group(2)) + i) : semantic;
                    flatten(path + "[" + i + "]", a.element(), sem, span, out);
                }
            }
            case CgType.Sampler s -> throw lw.error(new CgSemanticError.SamplerMisuse(span, "a sampler cannot be a varying"));
            default -> out.add(new Leaf(path, t, semantic == null ? null : semantic.toUpperCase().replaceAll("\\s+", ""), span));
        }
    }

    /// A value of `t` built from the input leaves (zero for leaves without an input).
    private Handle<Expression> assemble(FunctionContext fc, CgType t, List<Leaf> leaves, int[] next,
                                        Map<Leaf, Handle<Expression>> values, Span span) {
        return switch (t) {
            case CgType.Struct s -> {
                List<Handle<Expression>> members = new ArrayList<>();
                for (CgType.Field f : s.info().fields) {
                    members.add(assemble(fc, f.type(), leaves, next, values, span));
                }
                yield fc.append(new Expression.Compose(lw.types.ir(t, span), members), span);
            }
            case CgType.Array a -> {
                List<Handle<Expression>> elems = new ArrayList<>();
                for (int i = 0; i < a.size(); i++) {
                    elems.add(assemble(fc, a.element(), leaves, next, values, span));
                }
                yield fc.append(new Expression.Compose(lw.types.ir(t, span), elems), span);
            }
            default -> {
                Leaf leaf = leaves.get(next[0]++);
                Handle<Expression> v = values.get(leaf);
                yield v != null ? v : fc.append(new Expression.ZeroValue(lw.types.ir(t, span)), span);
            }
        };
    }

    /// Appends the output values of the leaves of a value `v` of type `t`.
    private void extract(FunctionContext fc, Handle<Expression> v, CgType t, List<Leaf> leaves, int[] next,
                         Map<Leaf, Binding> bindings, List<Handle<Expression>> out) {
        switch (t) {
            case CgType.Struct s -> {
                for (int i = 0; i < s.info().fields.size(); i++) {
                    CgType.Field f = s.info().fields.get(i);
                    Handle<Expression> m = fc.append(new Expression.AccessIndex(v, CgTypes.dataIndex(s.info(), i)), leaves.get(next[0]).span);
                    extract(fc, m, f.type(), leaves, next, bindings, out);
                }
            }
            case CgType.Array a -> {
                for (int i = 0; i < a.size(); i++) {
                    extract(fc, fc.append(new Expression.AccessIndex(v, i), leaves.get(next[0]).span), a.element(), leaves, next,
                            bindings, out);
                }
            }
            default -> {
                Leaf leaf = leaves.get(next[0]++);
                out.add(toIo(fc, v, leaf, bindings.get(leaf)));
            }
        }
    }

    // ------------------------------------------------------------------ bindings

    private record Semantic(String base, int index, boolean indexed) {}

    private static Semantic parse(String s) {
        if (s == null) {
            return null;
        }
        Matcher mt = SEMANTIC.matcher(s);
        if (!mt.matches()) {
            return new Semantic(s, 0, false);
        }
        return new Semantic(mt.group(1), semanticIndex(mt.group(2)), !mt.group(2).isEmpty());
    }

    /// The index of a semantic's digits (0 when none); an index beyond any binding saturates,
    /// so it is refused where the binding is looked up.
    static int semanticIndex(String digits) {
        if (digits.isEmpty()) {
            return 0;
        }
        return digits.length() > 6 ? 999_999 : Integer.parseInt(digits);
    }

    private Map<Leaf, Binding> inputBindings(List<Leaf> leaves) {
        Map<Leaf, Binding> out = new HashMap<>();
        if (lw.stage == ShaderStage.VERTEX) {
            BitSet used = new BitSet();
            List<Leaf> free = new ArrayList<>();
            for (Leaf leaf : leaves) {
                Integer a = attribute(parse(leaf.semantic));
                if (a == null) {
                    free.add(leaf);
                } else {
                    used.set(a);
                    out.put(leaf, location(a));
                }
            }
            for (Leaf leaf : free) {
                int a = used.nextClearBit(0);
                used.set(a);
                out.put(leaf, location(a));
            }
            return out;
        }
        int[] next = {11};
        for (Leaf leaf : leaves) {
            Semantic s = parse(leaf.semantic);
            Binding b = null;
            if (s != null && (s.base.equals("WPOS") || s.base.equals("VPOS") || s.base.equals("POSITION")
                    || s.base.equals("SV_POSITION") || s.base.equals("HPOS"))) {
                b = new Binding.BuiltIn(BuiltInValue.POSITION, false);
            } else if (s != null && (s.base.equals("FACE") || s.base.equals("VFACE") || s.base.equals("SV_ISFRONTFACE"))) {
                b = new Binding.BuiltIn(BuiltInValue.FRONT_FACING, false);
            }
            out.put(leaf, b != null ? b : varyingLocation(s, next));
        }
        return out;
    }

    private Map<Leaf, Binding> outputBindings(List<Leaf> leaves) {
        Map<Leaf, Binding> out = new HashMap<>();
        Map<String, Leaf> seen = new HashMap<>();
        int[] next = {11};
        for (Leaf leaf : leaves) {
            Semantic s = parse(leaf.semantic);
            Binding b;
            if (lw.stage == ShaderStage.VERTEX) {
                if (s != null && (s.base.equals("POSITION") || s.base.equals("HPOS") || s.base.equals("SV_POSITION"))) {
                    b = new Binding.BuiltIn(BuiltInValue.POSITION, false);
                } else if (s != null && s.base.equals("PSIZE")) {
                    b = new Binding.BuiltIn(BuiltInValue.POINT_SIZE, false);
                } else {
                    b = varyingLocation(s, next);
                }
            } else if (s != null && (s.base.equals("DEPTH") || s.base.equals("SV_DEPTH"))) {
                b = new Binding.BuiltIn(BuiltInValue.FRAG_DEPTH, false);
            } else if (s != null && (s.base.equals("COLOR") || s.base.equals("SV_TARGET")) && s.index <= 3) {
                b = location(s.index);
            } else {
                throw lw.error(new CgSemanticError.InvalidSemantic(leaf.span, leaf.semantic == null ? "(none)" : leaf.semantic,
                        "is not an output of fragment programs (COLOR0..3 or DEPTH)"));
            }
            Leaf prev = seen.put(b.toString(), leaf);
            if (prev != null) {
                throw lw.error(new CgSemanticError.InvalidSemantic(leaf.span, leaf.semantic == null ? "(none)" : leaf.semantic,
                        "is already written by `" + prev.path + "` (output semantics may not be aliased)"));
            }
            out.put(leaf, b);
        }
        return out;
    }

    private static Binding location(int n) {
        return new Binding.Location(n, null, null, null);
    }

    /// The vertex attribute of a semantic (NVIDIA's aliasing), or `null` for none.
    private static Integer attribute(Semantic s) {
        if (s == null) {
            return null;
        }
        return switch (s.base) {
            case "POSITION", "SV_POSITION" -> 0;
            case "BLENDWEIGHT" -> 1;
            case "NORMAL" -> 2;
            case "COLOR" -> s.index <= 1 ? 3 + s.index : null;
            case "DIFFUSE" -> 3;
            case "SPECULAR" -> 4;
            case "FOG", "FOGCOORD" -> 5;
            case "PSIZE" -> 6;
            case "BLENDINDICES" -> 7;
            case "TEXCOORD" -> s.index <= 7 ? 8 + s.index : null;
            case "TANGENT" -> 14;
            case "BINORMAL" -> 15;
            case "ATTR" -> s.index <= 15 ? s.index : null;
            default -> null;
        };
    }

    private static Binding varyingLocation(Semantic s, int[] next) {
        if (s != null) {
            switch (s.base) {
                case "TEXCOORD" -> {
                    if (s.index <= 7) {
                        return location(s.index);
                    }
                }
                case "COLOR" -> {
                    if (s.index <= 1) {
                        return location(8 + s.index);
                    }
                }
                case "FOG", "FOGCOORD" -> {
                    return location(10);
                }
                default -> { }
            }
        }
        return location(next[0]++);
    }

    // ------------------------------------------------------------------ values

    private Handle<Type> ioType(Leaf leaf, Binding b) {
        if (b instanceof Binding.BuiltIn bi) {
            return switch (bi.value()) {
                case POSITION -> lw.types.ir(new CgType.Vector(CgType.Base.FLOAT, 4), leaf.span);
                case FRONT_FACING -> lw.types.ir(CgType.BOOL, leaf.span);
                default -> lw.types.ir(CgType.FLOAT, leaf.span);
            };
        }
        if (leaf.type instanceof CgType.Matrix m && m.rows() > 1 && m.columns() > 1) {
            throw lw.error(new CgSemanticError.UnsupportedType(leaf.span, leaf.type.text(), "a varying is a scalar or vector"));
        }
        return lw.types.host(leaf.type, leaf.span);
    }

    private Handle<Expression> fromIo(FunctionContext fc, Handle<Expression> v, Leaf leaf, Binding b) {
        Span span = leaf.span;
        if (b instanceof Binding.BuiltIn bi) {
            Val.Rv value = switch (bi.value()) {
                case FRONT_FACING -> {
                    Handle<Expression> one = fc.append(new Expression.Lit(new Literal.F32(1f)), span);
                    Handle<Expression> minus = fc.append(new Expression.Lit(new Literal.F32(-1f)), span);
                    yield new Val.Rv(fc.append(new Expression.Select(v, one, minus), span), CgType.FLOAT);
                }
                default -> new Val.Rv(v, new CgType.Vector(CgType.Base.FLOAT, 4));
            };
            return lw.conv.convert(fc, value, leaf.type, span, true).expr();
        }
        if (leaf.type.base() == CgType.Base.BOOL) {
            return fc.append(new Expression.As(v, ScalarKind.BOOL, 1), span);
        }
        return v;
    }

    private Handle<Expression> toIo(FunctionContext fc, Handle<Expression> v, Leaf leaf, Binding b) {
        Span span = leaf.span;
        if (b instanceof Binding.BuiltIn bi) {
            if (bi.value() == BuiltInValue.POSITION) {
                return position(fc, new Val.Rv(v, leaf.type), span);
            }
            return lw.conv.convert(fc, new Val.Rv(v, leaf.type), CgType.FLOAT, span, true).expr();
        }
        if (leaf.type.base() == CgType.Base.BOOL) {
            return fc.append(new Expression.As(v, ScalarKind.UINT, 4), span);
        }
        return v;
    }

    /// A position of fewer than four components is completed with z = 0 and w = 1.
    private Handle<Expression> position(FunctionContext fc, Val.Rv v, Span span) {
        int n = v.type().components();
        CgType float4 = new CgType.Vector(CgType.Base.FLOAT, 4);
        if (n >= 4) {
            return lw.conv.convert(fc, v, float4, span, true).expr();
        }
        Val.Rv f = lw.conv.convert(fc, v, CgType.vector(CgType.Base.FLOAT, n), span, true);
        List<Handle<Expression>> parts = new ArrayList<>(List.of(f.expr()));
        for (int i = n; i < 4; i++) {
            parts.add(fc.append(new Expression.Lit(new Literal.F32(i == 3 ? 1f : 0f)), span));
        }
        return fc.append(new Expression.Compose(lw.types.ir(float4, span), parts), span);
    }

    private Handle<Type> outputStruct(String entry, List<Leaf> leaves, Map<Leaf, Binding> bindings) {
        List<TypeInner.StructMember> members = new ArrayList<>();
        Layouter layouter = lw.types.layouter();
        int end = 0;
        int align = 4;
        for (Leaf leaf : leaves) {
            Binding b = bindings.get(leaf);
            Handle<Type> t = ioType(leaf, b);
            Layouter.Layout l = layouter.layout(t);
            int offset = Layouter.roundUp(l.align(), end);
            members.add(new TypeInner.StructMember(leaf.path, t, b, offset));
            end = offset + l.size();
            align = Math.max(align, l.align());
            outputs.add(varying(leaf, b, false));
        }
        return lw.module.types().insert(new Type(entry + "_Output", new TypeInner.Struct(members, Layouter.roundUp(align, end), align)),
                Span.UNDEFINED);
    }

    private Varying varying(Leaf leaf, Binding b, boolean input) {
        String sem = leaf.semantic == null ? "" : leaf.semantic;
        return switch (b) {
            case Binding.BuiltIn bi -> switch (bi.value()) {
                case POSITION -> new Varying(leaf.path, leaf.type.text(), sem, "POSITION", 0);
                case FRONT_FACING -> new Varying(leaf.path, leaf.type.text(), sem, "FACE", 0);
                case FRAG_DEPTH -> new Varying(leaf.path, leaf.type.text(), sem, "POSITION.z", 0);
                case POINT_SIZE -> new Varying(leaf.path, leaf.type.text(), sem, "PSIZE", 0);
                default -> new Varying(leaf.path, leaf.type.text(), sem, bi.value().text(), 0);
            };
            case Binding.Location l -> {
                String tgsi = lw.stage == ShaderStage.VERTEX ? (input ? "IN" : "GENERIC") : (input ? "GENERIC" : "COLOR");
                yield new Varying(leaf.path, leaf.type.text(), sem, tgsi, l.location());
            }
            // Cg has no framebuffer-fetch semantic: its bindings never make one.
            case Binding.Color c -> throw new IllegalStateException("a Cg binding is never @color(" + c.target() + ")");
        };
    }
}
