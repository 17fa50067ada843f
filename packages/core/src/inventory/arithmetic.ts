/**
 * Evaluates what a player types into a money field: numbers (decimal point or comma), + − × ÷
 * and parentheses, e.g. `120 + 35,5 - 10` or `3*(40+2)`. Returns `undefined` for anything else;
 * never runs code.
 */
export function evaluateAmount(input: string): number | undefined {
  const source = input.replace(/\s+/g, '').replace(/,/g, '.').replace(/[×x]/g, '*').replace(/[÷:]/g, '/').replace(/−/g, '-');
  if (!source) return undefined;
  let position = 0;

  function number(): number | undefined {
    const match = /^\d+(\.\d+)?|^\.\d+/.exec(source.slice(position));
    if (!match) return undefined;
    position += match[0].length;
    return Number(match[0]);
  }

  function factor(): number | undefined {
    if (source[position] === '-') {
      position += 1;
      const value = factor();
      return value === undefined ? undefined : -value;
    }
    if (source[position] === '(') {
      position += 1;
      const value = sum();
      if (value === undefined || source[position] !== ')') return undefined;
      position += 1;
      return value;
    }
    return number();
  }

  function product(): number | undefined {
    let value = factor();
    while (value !== undefined && (source[position] === '*' || source[position] === '/')) {
      const operator = source[position];
      position += 1;
      const right = factor();
      if (right === undefined || (operator === '/' && right === 0)) return undefined;
      value = operator === '*' ? value * right : value / right;
    }
    return value;
  }

  function sum(): number | undefined {
    let value = product();
    while (value !== undefined && (source[position] === '+' || source[position] === '-')) {
      const operator = source[position];
      position += 1;
      const right = product();
      if (right === undefined) return undefined;
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  }

  const result = sum();
  if (result === undefined || position !== source.length || !Number.isFinite(result)) return undefined;
  // Money has cents at most.
  return Math.round(result * 100) / 100;
}
