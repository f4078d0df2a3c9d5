package dev.tungsten.wgsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.BinaryOperator;
import dev.tungsten.ir.Expression;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Literal;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.Scalar;
import dev.tungsten.ir.ScalarKind;
import dev.tungsten.ir.Span;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// `bitcast` between 64-bit integers and twice as many 32-bit components (`bitcast<vec2<u32>>(u64)`,
/// `bitcast<vec2<i64>>(vec4<f32>)` and back), which the IR's bit cast cannot say because it keeps
/// the component count. Each 64-bit component is split into, or joined from, its low and high
/// words (component `2c` is the low word of component `c`, as SPIR-V's `OpBitcast` orders them)
/// with conversions and shifts, so every back end sees ordinary 64-bit integer arithmetic.
final class Int64Bitcasts {
    private Int64Bitcasts() {}

    /// Whether `bitcast` from `from` to `to` is a split or a join of 64-bit integers.
    static boolean applies(TypeInner from, TypeInner to) {
        return from.vectorSize() != to.vectorSize() && (isInt64(from.scalar()) && to.scalar().width() == 4
                || isInt64(to.scalar()) && from.scalar().width() == 4);
    }

    private static boolean isInt64(Scalar s) {
        return s.width() == 8 && (s.kind() == ScalarKind.SINT || s.kind() == ScalarKind.UINT);
    }

    /// The bit cast of `v` (of type `from`) to `to`, as IR expressions appended through `x`.
    static Handle<Expression> lower(ExpressionLowerer x, ExpressionLowerer.Ctx ctx, Module m, Handle<Expression> v,
                                    TypeInner from, Handle<Type> to, Span span) {
        TypeInner ti = m.inner(to);
        Handle<Expression> shift = x.append(ctx, new Expression.Lit(new Literal.U32(32)), span);
        List<Handle<Expression>> parts = new ArrayList<>();
        if (isInt64(from.scalar())) {
            int n = from.vectorSize();
            for (int c = 0; c < n; c++) {
                Handle<Expression> comp = n == 1 ? v : x.append(ctx, new Expression.AccessIndex(v, c), span);
                Handle<Expression> bits = x.append(ctx, new Expression.As(comp, ScalarKind.UINT, 8), span);
                Handle<Expression> high = x.append(ctx, new Expression.Binary(BinaryOperator.SHIFT_RIGHT, bits, shift), span);
                parts.add(x.append(ctx, new Expression.As(bits, ScalarKind.UINT, 4), span));
                parts.add(x.append(ctx, new Expression.As(high, ScalarKind.UINT, 4), span));
            }
            Handle<Expression> words = x.append(ctx, new Expression.Compose(m.type(new TypeInner.Vector(2 * n, Scalar.U32)), parts), span);
            return ti.scalar().kind() == ScalarKind.UINT ? words
                    : x.append(ctx, new Expression.As(words, ti.scalar().kind(), 0), span);
        }
        int n = ti.vectorSize();
        Handle<Expression> words = from.scalar().kind() == ScalarKind.UINT ? v
                : x.append(ctx, new Expression.As(v, ScalarKind.UINT, 0), span);
        for (int c = 0; c < n; c++) {
            Handle<Expression> low = x.append(ctx, new Expression.As(
                    x.append(ctx, new Expression.AccessIndex(words, 2 * c), span), ScalarKind.UINT, 8), span);
            Handle<Expression> high = x.append(ctx, new Expression.As(
                    x.append(ctx, new Expression.AccessIndex(words, 2 * c + 1), span), ScalarKind.UINT, 8), span);
            Handle<Expression> shifted = x.append(ctx, new Expression.Binary(BinaryOperator.SHIFT_LEFT, high, shift), span);
            parts.add(x.append(ctx, new Expression.Binary(BinaryOperator.INCLUSIVE_OR, low, shifted), span));
        }
        Handle<Expression> bits = n == 1 ? parts.getFirst()
                : x.append(ctx, new Expression.Compose(m.type(new TypeInner.Vector(n, Scalar.U64)), parts), span);
        return ti.scalar().kind() == ScalarKind.UINT ? bits : x.append(ctx, new Expression.As(bits, ti.scalar().kind(), 0), span);
    }
}
