package dev.tungsten.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.UregDst;
import dev.tungsten.tgsi.UregSrc;
import dev.tungsten.tgsi.WriteMask;

/// Built-in functions in TGSI: math functions by expanding the [Builtins] table's TGSI rows
/// (parsed once per row), the matrix functions and matrix operators written out here, and the
/// texture operations.
final class TgsiBuiltins {
    private final TgsiLowering l;
    private final Map<String, List<Op>> parsed = new HashMap<>();

    TgsiBuiltins(TgsiLowering l) {
        this.l = l;
    }

    // ------------------------------------------------------------------ expansion language

    /// One operand of an expansion: `$0`..`$3`, `$r`, `$r1`, `$tN` or an immediate, with
    /// modifiers and an explicit swizzle (`null` when none was written).
    private record Operand(String ref, String imm, boolean negate, boolean abs, String swizzle) {}

    private record Op(String opcode, boolean saturate, Operand dst, List<Operand> srcs) {}

    private List<Op> parse(String text) {
        return parsed.computeIfAbsent(text, t -> {
            List<Op> ops = new ArrayList<>();
            for (String insn : t.split(";")) {
                String s = insn.trim();
                int sp = s.indexOf(' ');
                String opcode = s.substring(0, sp);
                boolean sat = opcode.endsWith("_SAT");
                if (sat) {
                    opcode = opcode.substring(0, opcode.length() - 4);
                }
                List<String> parts = splitOperands(s.substring(sp + 1));
                List<Operand> srcs = new ArrayList<>();
                for (int i = 1; i < parts.size(); i++) {
                    srcs.add(operand(parts.get(i)));
                }
                ops.add(new Op(opcode, sat, operand(parts.getFirst()), srcs));
            }
            return ops;
        });
    }

    private static List<String> splitOperands(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(s.substring(start, i).trim());
                start = i + 1;
            }
        }
        out.add(s.substring(start).trim());
        return out;
    }

    private static Operand operand(String s) {
        boolean neg = s.startsWith("-") && !s.startsWith("-#");
        if (neg) {
            s = s.substring(1);
        }
        boolean abs = s.startsWith("|");
        if (abs) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.startsWith("#")) {
            return new Operand(null, s.substring(1), neg, abs, null);
        }
        String swz = null;
        int dot = s.indexOf('.');
        if (dot > 0) {
            swz = s.substring(dot + 1);
            s = s.substring(0, dot);
        }
        return new Operand(s.substring(1), null, neg, abs, swz);
    }

    // ------------------------------------------------------------------ math

    RegisterValue math(TgsiStatements.Frame fr, Expression.Math mf, TypeInner t, Span span) {
        List<Handle<Expression>> argHandles = new ArrayList<>();
        for (Handle<Expression> a : java.util.Arrays.asList(mf.arg(), mf.arg1(), mf.arg2(), mf.arg3())) {
            if (a != null) {
                argHandles.add(a);
            }
        }
        List<RegisterValue> args = new ArrayList<>();
        List<TypeInner> types = new ArrayList<>();
        for (Handle<Expression> a : argHandles) {
            args.add(l.exprs.val(fr, a));
            types.add(fr.info.types()[a.index()].inner());
        }
        TypeInner a0 = types.getFirst();
        if (TgsiInt64.is(a0)) {
            return l.int64.math(mf.fun(), args, types, t, span);
        }
        if (a0.scalar() != null && a0.scalar().width() == 8) {
            throw l.unsupported(span, mf.fun().spelling() + " on f64 (the builtin table has 32-bit expansions only)");
        }
        Builtins.Row row = Builtins.row(mf.fun());
        String text = row.tgsi(a0.scalar().kind());
        if (text == null) {
            throw l.unsupported(span, mf.fun().spelling() + " of " + TypePrinter.name(l.m, a0));
        }
        if (text.equals("special")) {
            return special(mf.fun(), args, types, t);
        }
        return expand(parse(text), row.componentWise(), args, types, t);
    }

    private RegisterValue expand(List<Op> ops, boolean cw, List<RegisterValue> args, List<TypeInner> types, TypeInner result) {
        boolean pair = result instanceof TypeInner.Struct;
        TypeInner r0 = pair ? l.m.inner(((TypeInner.Struct) result).members().get(0).type()) : result;
        int n = TgsiLowering.width(r0);
        int argWidth = TgsiLowering.width(types.getFirst());
        UregDst r = l.u.temporary();
        UregDst r1 = pair ? l.u.temporary() : null;
        Map<String, UregDst> temps = new HashMap<>();
        for (Op op : ops) {
            UregDst dst = switch (op.dst().ref()) {
                case "r" -> r.mask(TgsiLowering.mask(n));
                case "r1" -> r1.mask(TgsiLowering.mask(n));
                default -> temps.computeIfAbsent(op.dst().ref(), k -> l.u.temporary()).mask(cw ? TgsiLowering.mask(n) : WriteMask.XYZW);
            };
            if (op.dst().swizzle() != null) {
                dst = dst.mask(letters(op.dst().swizzle()));
            }
            if (op.saturate()) {
                dst = dst.saturate();
            }
            switch (op.opcode()) {
                case "DOT" -> {
                    TgsiOpcode dp = switch (argWidth) {
                        case 2 -> TgsiOpcode.DP2;
                        case 3 -> TgsiOpcode.DP3;
                        case 4 -> TgsiOpcode.DP4;
                        default -> TgsiOpcode.MUL;
                    };
                    l.u.emit(dp, dst, srcs(op, args, types, r, r1, temps, -1));
                }
                case "HADD", "HOR", "HADD4" -> {
                    UregSrc s = src(op.srcs().getFirst(), args, types, r, r1, temps, -1);
                    TgsiOpcode base = op.opcode().startsWith("HADD") ? TgsiOpcode.UADD : TgsiOpcode.OR;
                    int width = op.opcode().endsWith("4") ? 4 : argWidth;
                    UregDst acc = l.scalarTemp();
                    l.u.emit(TgsiOpcode.MOV, acc, s.xxxx());
                    for (int c = 1; c < width; c++) {
                        l.u.emit(base, acc, acc.toSrc().xxxx(), s.scalar(c));
                    }
                    l.u.emit(TgsiOpcode.MOV, dst, acc.toSrc().xxxx());
                }
                default -> {
                    TgsiOpcode code = TgsiOpcode.forName(op.opcode());
                    boolean scalarOnly = code.outputMode() == TgsiOpcode.OutputMode.REPLICATE
                            || code.outputMode() == TgsiOpcode.OutputMode.CHAN_DEPENDENT;
                    if (cw && scalarOnly && n > 1) {
                        for (int c = 0; c < n; c++) {
                            l.u.emit(code, dst.mask(1 << c), srcs(op, args, types, r, r1, temps, c));
                        }
                    } else {
                        l.u.emit(code, dst, srcs(op, args, types, r, r1, temps, -1));
                    }
                }
            }
        }
        if (pair) {
            return new RegisterValue(List.of(r.toSrc(), r1.toSrc()), null);
        }
        return RegisterValue.of(r.toSrc());
    }

    private static int letters(String s) {
        int m = 0;
        for (char c : s.toCharArray()) {
            m |= 1 << "xyzw".indexOf(c);
        }
        return m;
    }

    private UregSrc[] srcs(Op op, List<RegisterValue> args, List<TypeInner> types, UregDst r, UregDst r1, Map<String, UregDst> temps,
                           int channel) {
        UregSrc[] out = new UregSrc[op.srcs().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = src(op.srcs().get(i), args, types, r, r1, temps, channel);
        }
        return out;
    }

    /// One source; `channel` >= 0 when a scalar-only opcode runs per component.
    private UregSrc src(Operand o, List<RegisterValue> args, List<TypeInner> types, UregDst r, UregDst r1, Map<String, UregDst> temps,
                        int channel) {
        UregSrc s;
        boolean scalar = false;
        if (o.imm() != null) {
            s = immediate(o.imm());
            scalar = !o.imm().startsWith("(");
        } else {
            String ref = o.ref();
            if (Character.isDigit(ref.charAt(0))) {
                int k = ref.charAt(0) - '0';
                s = args.get(k).single();
                scalar = types.get(k) instanceof TypeInner.ScalarType;
            } else if (ref.equals("r")) {
                s = r.toSrc();
            } else if (ref.equals("r1")) {
                s = r1.toSrc();
            } else {
                s = temps.computeIfAbsent(ref, k -> l.u.temporary()).toSrc();
            }
        }
        if (o.swizzle() != null) {
            String w = o.swizzle();
            if (w.length() == 1) {
                s = s.scalar("xyzw".indexOf(w.charAt(0)));
            } else {
                s = s.swizzle(w);
            }
        } else if (scalar) {
            s = s.xxxx();
        } else if (channel >= 0) {
            s = s.scalar(channel);
        }
        if (o.abs()) {
            s = s.abs();
        }
        if (o.negate()) {
            s = s.negate();
        }
        return s;
    }

    private UregSrc immediate(String text) {
        if (text.startsWith("(")) {
            String[] parts = text.substring(1, text.length() - 1).split(",");
            int[] v = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                v[i] = (int) Long.parseLong(parts[i].trim().replaceAll("[ui]$", ""));
            }
            return l.u.immUint(v);
        }
        if (text.endsWith("u") || text.endsWith("i")) {
            String body = text.substring(0, text.length() - 1);
            long v = body.startsWith("0x") ? Long.parseLong(body.substring(2), 16) : Long.parseLong(body);
            return text.endsWith("i") ? l.immI((int) v) : l.immU((int) v);
        }
        return l.immF(Float.parseFloat(text));
    }

    // ------------------------------------------------------------------ matrices

    /// `transpose`, `determinant`, `inverse` and `outerProduct`, written out.
    private RegisterValue special(MathFunction fun, List<RegisterValue> args, List<TypeInner> types, TypeInner result) {
        return switch (fun) {
            case TRANSPOSE -> {
                TypeInner.Matrix mt = (TypeInner.Matrix) types.getFirst();
                RegisterValue out = l.newRegisterValue(result);
                for (int r = 0; r < mt.rows(); r++) {
                    for (int c = 0; c < mt.columns(); c++) {
                        l.u.emit(TgsiOpcode.MOV, out.slot(r).toDst().mask(1 << c), args.getFirst().slot(c).scalar(r));
                    }
                }
                yield out;
            }
            case OUTER -> {
                RegisterValue out = l.newRegisterValue(result);
                int cols = ((TypeInner.Matrix) result).columns();
                for (int c = 0; c < cols; c++) {
                    l.u.emit(TgsiOpcode.MUL, out.slot(c).toDst(), args.get(0).single(), args.get(1).single().scalar(c));
                }
                yield out;
            }
            case DETERMINANT -> RegisterValue.of(determinant(args.getFirst(), ((TypeInner.Matrix) types.getFirst()).columns()));
            default -> throw l.unsupported(Span.UNDEFINED, fun.spelling());
        };
    }

    /// The determinant by cofactor expansion along the first column, with temporaries for the
    /// minors (sizes 2 to 4).
    private UregSrc determinant(RegisterValue m, int n) {
        UregSrc[][] e = new UregSrc[n][n];
        for (int c = 0; c < n; c++) {
            for (int r = 0; r < n; r++) {
                e[c][r] = m.slot(c).scalar(r);
            }
        }
        return det(e, n);
    }

    private UregSrc det(UregSrc[][] e, int n) {
        UregDst d = l.scalarTemp();
        if (n == 2) {
            l.u.emit(TgsiOpcode.MUL, d, e[1][0], e[0][1]);
            l.u.emit(TgsiOpcode.MAD, d, e[0][0], e[1][1], d.toSrc().xxxx().negate());
            return d.toSrc();
        }
        l.u.emit(TgsiOpcode.MOV, d, l.immF(0f));
        for (int r = 0; r < n; r++) {
            UregSrc[][] minor = new UregSrc[n - 1][n - 1];
            for (int c = 1; c < n; c++) {
                for (int rr = 0, mr = 0; rr < n; rr++) {
                    if (rr != r) {
                        minor[c - 1][mr++] = e[c][rr];
                    }
                }
            }
            UregSrc sub = det(minor, n - 1);
            UregSrc factor = r % 2 == 0 ? e[0][r] : e[0][r].negate();
            l.u.emit(TgsiOpcode.MAD, d, factor, sub.xxxx(), d.toSrc().xxxx());
        }
        return d.toSrc();
    }

    /// Matrix `+`, `-`, and the products of §8.7 (matrix-scalar, matrix-vector, vector-matrix,
    /// matrix-matrix).
    RegisterValue matrixBinary(BinaryOperator op, RegisterValue a, TypeInner ta, RegisterValue b, TypeInner tb, TypeInner result) {
        if (op == BinaryOperator.ADD || op == BinaryOperator.SUBTRACT) {
            RegisterValue out = l.newRegisterValue(result);
            for (int c = 0; c < out.size(); c++) {
                l.u.emit(TgsiOpcode.ADD, out.slot(c).toDst(), a.slot(c), op == BinaryOperator.ADD ? b.slot(c) : b.slot(c).negate());
            }
            return out;
        }
        if (ta instanceof TypeInner.Matrix && tb instanceof TypeInner.ScalarType || ta instanceof TypeInner.ScalarType) {
            RegisterValue mat = ta instanceof TypeInner.Matrix ? a : b;
            UregSrc s = (ta instanceof TypeInner.Matrix ? b : a).single().xxxx();
            RegisterValue out = l.newRegisterValue(result);
            for (int c = 0; c < out.size(); c++) {
                l.u.emit(TgsiOpcode.MUL, out.slot(c).toDst(), mat.slot(c), s);
            }
            return out;
        }
        if (ta instanceof TypeInner.Matrix ma && tb instanceof TypeInner.Vector) {
            return RegisterValue.of(matrixTimesVector(a, ma, b.single()));
        }
        if (ta instanceof TypeInner.Vector va && tb instanceof TypeInner.Matrix mb) {
            UregDst d = l.u.temporary().mask(TgsiLowering.mask(mb.columns()));
            TgsiOpcode dp = va.size() == 2 ? TgsiOpcode.DP2 : va.size() == 3 ? TgsiOpcode.DP3 : TgsiOpcode.DP4;
            for (int c = 0; c < mb.columns(); c++) {
                l.u.emit(dp, d.mask(1 << c), a.single(), b.slot(c));
            }
            return RegisterValue.of(d.toSrc());
        }
        TypeInner.Matrix ma = (TypeInner.Matrix) ta;
        RegisterValue out = l.newRegisterValue(result);
        for (int c = 0; c < out.size(); c++) {
            UregSrc col = matrixTimesVector(a, ma, b.slot(c));
            l.u.emit(TgsiOpcode.MOV, out.slot(c).toDst(), col);
        }
        return out;
    }

    private UregSrc matrixTimesVector(RegisterValue m, TypeInner.Matrix mt, UregSrc v) {
        UregDst d = l.u.temporary().mask(TgsiLowering.mask(mt.rows()));
        l.u.emit(TgsiOpcode.MUL, d, m.slot(0), v.xxxx());
        for (int c = 1; c < mt.columns(); c++) {
            l.u.emit(TgsiOpcode.MAD, d, m.slot(c), v.scalar(c), d.toSrc());
        }
        return d.toSrc();
    }

    // ------------------------------------------------------------------ textures

    private TypeInner.Image image(TgsiStatements.Frame fr, Handle<Expression> h) {
        return (TypeInner.Image) fr.info.types()[h.index()].inner();
    }

    /// Coordinates with the array layer appended (converted to float for sampling, §16.7).
    private UregSrc coordinates(TgsiStatements.Frame fr, Handle<Expression> coord, Handle<Expression> layer,
                                TypeInner.Image img, boolean asFloat, int extraAt, UregSrc extra) {
        int n = img.dim().coordinates();
        UregDst d = l.u.temporary();
        l.u.emit(TgsiOpcode.MOV, d.mask(TgsiLowering.mask(n)), l.exprs.val(fr, coord).single());
        if (layer != null) {
            UregSrc li = l.exprs.val(fr, layer).single().xxxx();
            int at = img.dim() == TypeInner.ImageDimension.CUBE ? 3 : n;
            boolean signed = fr.info.types()[layer.index()].inner().scalar().kind() == ScalarKind.SINT;
            if (asFloat) {
                l.u.emit(signed ? TgsiOpcode.I2F : TgsiOpcode.U2F, d.mask(1 << at), li);
            } else {
                l.u.emit(TgsiOpcode.MOV, d.mask(1 << at), li);
            }
        }
        if (extra != null) {
            l.u.emit(TgsiOpcode.MOV, d.mask(1 << extraAt), extra.xxxx());
        }
        return d.toSrc();
    }

    RegisterValue sample(TgsiStatements.Frame fr, Expression.ImageSample s, Span span) {
        TypeInner.Image img = image(fr, s.image());
        UregSrc view = l.exprs.val(fr, s.image()).single();
        UregSrc sampler = l.exprs.val(fr, s.sampler()).single();
        boolean depth = img.imageClass() instanceof TypeInner.ImageClass.Depth;
        List<UregSrc> offsets = new ArrayList<>();
        if (s.offset() != null) {
            ConstValue off = l.constant(s.offset());
            int[] v = new int[3];
            List<ConstValue> comps = off instanceof ConstValue.Lit ? List.of(off) : l.ev.components(off);
            for (int i = 0; i < comps.size(); i++) {
                v[i] = (int) ConstEvaluator.literal(comps.get(i)).asLong();
            }
            offsets.add(l.u.immInt(v[0], v[1], v[2], 0));
        }
        UregDst d = l.u.temporary();
        TextureTarget target = TgsiInterface.target(img, span);
        if (s.gather() != null && s.depthRef() != null) {
            // textureGatherCompare: TG4 with a shadow target compares the reference packed into
            // the coordinates; TG4 names one unit for texture and sampler (they must match).
            if (img.dim() == TypeInner.ImageDimension.CUBE && img.arrayed()) {
                throw l.unsupported(span, "textureGatherCompare on a cube array");
            }
            int refAt = img.arrayed() || img.dim() == TypeInner.ImageDimension.CUBE ? 3 : 2;
            UregSrc coord = coordinates(fr, s.coordinate(), s.arrayIndex(), img, true, refAt, l.exprs.val(fr, s.depthRef()).single());
            l.u.tex(TgsiOpcode.TG4, List.of(d), TgsiInterface.shadowTarget(img), ReturnType.FLOAT, offsets,
                    List.of(coord, l.immU(0), sampler));
            return RegisterValue.of(d.toSrc());
        }
        UregSrc coord = coordinates(fr, s.coordinate(), s.arrayIndex(), img, true, 0, null);
        List<UregSrc> srcs = new ArrayList<>(List.of(coord, view, sampler));
        TgsiOpcode op;
        if (s.gather() != null) {
            op = TgsiOpcode.GATHER4;
            srcs.set(2, sampler.scalar(s.gather()));
        } else if (s.depthRef() != null) {
            op = s.level() instanceof Expression.SampleLevel.Auto ? TgsiOpcode.SAMPLE_C : TgsiOpcode.SAMPLE_C_LZ;
            srcs.add(l.exprs.val(fr, s.depthRef()).single().xxxx());
        } else {
            switch (s.level()) {
                case Expression.SampleLevel.Auto a -> op = TgsiOpcode.SAMPLE;
                case Expression.SampleLevel.Zero z -> {
                    op = TgsiOpcode.SAMPLE_L;
                    srcs.add(l.immF(0f));
                }
                case Expression.SampleLevel.Exact e -> {
                    op = TgsiOpcode.SAMPLE_L;
                    UregSrc lod = l.exprs.val(fr, e.level()).single().xxxx();
                    if (depth) {
                        UregDst f = l.scalarTemp();
                        boolean signed = fr.info.types()[e.level().index()].inner().scalar().kind() == ScalarKind.SINT;
                        l.u.emit(signed ? TgsiOpcode.I2F : TgsiOpcode.U2F, f, lod);
                        lod = f.toSrc().xxxx();
                    }
                    srcs.add(lod);
                }
                case Expression.SampleLevel.Bias b -> {
                    op = TgsiOpcode.SAMPLE_B;
                    srcs.add(l.exprs.val(fr, b.bias()).single().xxxx());
                }
                case Expression.SampleLevel.Gradient g -> {
                    op = TgsiOpcode.SAMPLE_D;
                    srcs.add(l.exprs.val(fr, g.x()).single());
                    srcs.add(l.exprs.val(fr, g.y()).single());
                }
            }
        }
        if (offsets.isEmpty()) {
            l.u.emit(op, d, srcs.toArray(UregSrc[]::new));
        } else {
            l.u.tex(op, List.of(d), target, ReturnType.UNKNOWN, offsets, srcs);
        }
        boolean scalarResult = depth && s.gather() == null;
        return RegisterValue.of(scalarResult ? d.toSrc().xxxx() : d.toSrc());
    }

    RegisterValue imageLoad(TgsiStatements.Frame fr, Expression.ImageLoad il, Span span) {
        TypeInner.Image img = image(fr, il.image());
        UregSrc res = l.exprs.val(fr, il.image()).single();
        UregDst d = l.u.temporary();
        switch (img.imageClass()) {
            case TypeInner.ImageClass.Storage st -> {
                UregSrc coord = coordinates(fr, il.coordinate(), il.arrayIndex(), img, false, 0, null);
                l.u.memoryOp(TgsiOpcode.LOAD, List.of(d), 0, TgsiInterface.target(img, span),
                        TgsiInterface.format(st.format()), res, coord);
            }
            case TypeInner.ImageClass.External e -> {
                // An external texture has one level (WGSL §17.7.4): SAMPLE_I reads level 0.
                UregSrc coord = coordinates(fr, il.coordinate(), null, img, false, 3, l.immU(0));
                l.u.emit(TgsiOpcode.SAMPLE_I, d, coord, res);
            }
            default -> {
                boolean ms = il.sample() != null;
                UregSrc level = il.level() != null ? l.exprs.val(fr, il.level()).single() : null;
                UregSrc coord = coordinates(fr, il.coordinate(), il.arrayIndex(), img, false, 3, ms ? null : level);
                if (ms) {
                    l.u.emit(TgsiOpcode.SAMPLE_I_MS, d, coord, res, l.exprs.val(fr, il.sample()).single().xxxx());
                } else {
                    l.u.emit(TgsiOpcode.SAMPLE_I, d, coord, res);
                }
            }
        }
        boolean depth = img.imageClass() instanceof TypeInner.ImageClass.Depth;
        return RegisterValue.of(depth ? d.toSrc().xxxx() : d.toSrc());
    }

    void imageStore(TgsiStatements.Frame fr, Statement.ImageStore is, Span span) {
        TypeInner.Image img = image(fr, is.image());
        UregSrc res = l.exprs.val(fr, is.image()).single();
        UregSrc coord = coordinates(fr, is.coordinate(), is.arrayIndex(), img, false, 0, null);
        // The memory token names the image's target: without it the coordinate counts as one
        // channel (a buffer's) and copy propagation keeps only its x.
        PipeFormat format = TgsiInterface.format(((TypeInner.ImageClass.Storage) img.imageClass()).format());
        l.u.memoryOp(TgsiOpcode.STORE, List.of(res.toDst()), 0, TgsiInterface.target(img, span), format, coord,
                l.exprs.val(fr, is.value()).single());
    }

    RegisterValue imageQuery(TgsiStatements.Frame fr, Expression.ImageQuery q, TypeInner t, Span span) {
        TypeInner.Image img = image(fr, q.image());
        UregSrc res = l.exprs.val(fr, q.image()).single();
        UregDst d = l.u.temporary();
        boolean storage = img.imageClass() instanceof TypeInner.ImageClass.Storage;
        switch (q.query()) {
            case Expression.ImageQueryKind.Size sz -> {
                if (storage) {
                    l.u.emit(TgsiOpcode.RESQ, d, res);
                } else {
                    UregSrc level = sz.level() == null ? l.immU(0) : l.exprs.val(fr, sz.level()).single().xxxx();
                    l.u.emit(TgsiOpcode.SVIEWINFO, d, level, res);
                }
                return RegisterValue.of(d.toSrc());
            }
            case Expression.ImageQueryKind.NumLevels nl -> {
                l.u.emit(TgsiOpcode.SVIEWINFO, d, l.immU(0), res);
                return RegisterValue.of(d.toSrc().wwww());
            }
            case Expression.ImageQueryKind.NumLayers nl -> {
                if (storage) {
                    l.u.emit(TgsiOpcode.RESQ, d, res);
                } else {
                    l.u.emit(TgsiOpcode.SVIEWINFO, d, l.immU(0), res);
                }
                return RegisterValue.of(img.dim() == TypeInner.ImageDimension.D1 ? d.toSrc().yyyy() : d.toSrc().zzzz());
            }
            case Expression.ImageQueryKind.NumSamples ns -> {
                l.u.emit(TgsiOpcode.SAMPLE_INFO, d, res, l.immU(0));
                return RegisterValue.of(d.toSrc().xxxx());
            }
        }
    }
}
